/** Draft ids look like DR000041. */
import { DraftIdRule } from '@attar/sdk/rules';
import { matching } from '../../command.ts';

export const draftId = matching('a draft id', DraftIdRule, 'DR000041');

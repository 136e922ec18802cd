/** Draft ids look like DR000041. */
import { matching } from '../../command.ts';

export const draftId = matching('a draft id', /^DR[0-9]{6}$/, 'DR000041');

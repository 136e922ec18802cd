/** Quote ids look like QT26110007. */
import { quotesGetInput } from '@attar/sdk/rules';
import { matching } from '../../command.ts';

export const quoteId = matching('a quote id', quotesGetInput.id, 'QT26110007');
export const quoteArg = { name: '<quoteId>', description: 'the quote, e.g. QT26110007' };

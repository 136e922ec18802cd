/** Quote ids look like QT26110007. */
import { matching } from '../../command.ts';

export const quoteId = matching('a quote id', /^QT[0-9]{8}$/, 'QT26110007');
export const quoteArg = { name: '<quoteId>', description: 'the quote, e.g. QT26110007' };

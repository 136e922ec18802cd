/**
 * What a shopper typed (a review's title or text), for showing as text. A backend that stored it
 * HTML-escaped hands back `Tom &amp; Jerry`: the character references are read back once, so the page
 * shows `Tom & Jerry`; the result is only ever rendered as text, so `<b>` shows as the two characters
 * it is, never as markup.
 * @example shopperText('Tom &amp; Jerry &lt;3') // 'Tom & Jerry <3'
 */
import { decodeXML } from 'entities/decode';

export const shopperText = (raw: string | undefined): string => (raw ? decodeXML(raw) : '');

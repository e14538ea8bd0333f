/**
 * Laughter as people type it on WhatsApp ("jaja", "jajaja", "jeje", "jsjs", "xd"): it says nothing
 * about the order, so it is read as nothing, never as a dish we lack nor as the end of a count
 * ("eran 3 no 4 jaja").
 */
const LAUGH = /(?<![\p{L}\p{N}])(?:(?:j+[aeiou]+){2,}j*|(?:[aeiou]+j+){2,}[aeiou]*|j+[sj]*s[sj]*|x+d+|lol)(?![\p{L}\p{N}])/giu;

/** The message without its laughter; a bubble of only laughter goes, a message of only laughter stays as it was. */
export function withoutLaughter(text: string): string {
  const out = text
    .replace(LAUGH, ' ')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ +([,.!?])/g, '$1')
    .replace(/^ +| +$/gm, '')
    .replace(/\n{2,}/g, '\n')
    .replace(/^\n+|\n+$/g, '');
  return out.trim() ? out : text;
}

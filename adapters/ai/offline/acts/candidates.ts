import { FILLER_WORDS, type MenuMatcher } from '../../../../core/assistant/menu-matcher.js';
import { normalize } from '../../../../core/assistant/text.js';
import type { MenuItem } from '../../../../core/menu/menu-item.js';
import { bySize } from '../changes.js';
import { isPaidExtra, type ParsedLine, saysExtra } from '../order-parser.js';

/**
 * Of the dishes a customer's words could mean, the ones they mean, by rules that hold for any
 * menu (docs/engine.md, "Rules that hold for any menu"):
 * - a paid extra ("Extra Queso Philadelphia") only when they say "extra" ("un philadelphia" is the roll);
 * - a dish whose name has every word over one matching only through its description ("2 tamales
 *   de rajas" is not the "Docena de Tamales" whose description lists rajas);
 * - a word the matcher skips as filler ("orden") still picks the one dish whose name has it;
 * - a size word among dishes sold in measures of one kind ("un jugo grande" of 500 ml / 1 L).
 */
export function readCandidates(matcher: MenuMatcher, line: ParsedLine<MenuItem>): ParsedLine<MenuItem> {
  return bySizeWord(byFillerWord(byName(matcher, withoutUnaskedExtras(line))));
}

const narrowTo = (line: ParsedLine<MenuItem>, kept: MenuItem[]) =>
  kept.length && kept.length < line.candidates.length ? { ...line, candidates: kept } : line;

function withoutUnaskedExtras(line: ParsedLine<MenuItem>): ParsedLine<MenuItem> {
  return saysExtra(line.words)
    ? line
    : narrowTo(
        line,
        line.candidates.filter((c) => !isPaidExtra(c)),
      );
}

function byName(matcher: MenuMatcher, line: ParsedLine<MenuItem>): ParsedLine<MenuItem> {
  const stems = matcher.contentStems(line.words).filter((w) => !/\d/.test(w));
  return narrowTo(
    line,
    line.candidates.filter((c) => stems.every((w) => matcher.wordMatchesItem(w, c))),
  );
}

function byFillerWord(line: ParsedLine<MenuItem>): ParsedLine<MenuItem> {
  const said = normalize(line.words)
    .split(' ')
    .filter((w) => w.length >= 4 && FILLER_WORDS.has(w))
    .map((w) => w.replace(/es$/, ''));
  const kept = said.length ? line.candidates.filter((c) => said.some((w) => normalize(c.name).split(' ').includes(w))) : [];
  return kept.length === 1 ? { ...line, candidates: kept } : line;
}

/** (A size the dishes do not come in was read as the line's note: when it picks the size, it is no note.) */
function bySizeWord(line: ParsedLine<MenuItem>): ParsedLine<MenuItem> {
  if (line.candidates.length < 2) return line;
  const words = normalize(line.words);
  const note = line.notes !== null && normalize(line.notes).split(' ').length === 1 ? normalize(line.notes) : '';
  const sized = bySize(`${words} ${note}`, line.candidates);
  if (!sized) return line;
  return { ...line, candidates: [sized], notes: note && !words.includes(note) ? null : line.notes };
}

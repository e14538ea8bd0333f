import type { EvalMenu } from '../menus/index.js';
import type { Dialogue, MenuId } from '../types.js';
import type { TuningSet } from './kit.js';
import { ANTOJITOS } from './antojitos.js';
import { CANASTA } from './canasta.js';
import { CARNITAS } from './carnitas.js';
import { CHINA } from './china.js';
import { CORTES } from './cortes.js';
import { CREPAS } from './crepas.js';
import { DOGOS } from './dogos.js';
import { ELOTES } from './elotes.js';
import { GORDITAS } from './gorditas.js';
import { KAITO } from './kaito.js';
import { LIFE_DELIVERY } from './life-delivery.js';
import { LIFE_OPTION_MENUS, LIFE_OPTIONS } from './life-options.js';
import { LIFE_REPEAT } from './life-repeat.js';
import { NEVERIA } from './neveria.js';
import { PASTES } from './pastes.js';
import { POZOLERIA } from './pozoleria.js';
import { TAPATIA } from './tapatia.js';
import { RAMEN } from './ramen.js';
import { SINALOA } from './sinaloa.js';
import { TLAYUDAS } from './tlayudas.js';
import { TORTERIA } from './torteria.js';
import { YUCATECA } from './yucateca.js';
import { BARBACOA } from './barbacoa.js';
import { CERVECERIA } from './cerveceria.js';
import { PANADERIA } from './panaderia.js';
import { DESAYUNOS } from './desayunos.js';
import { BAGUETTES } from './baguettes.js';
import { GUISADOS } from './guisados.js';
import { SALUDABLE } from './saludable.js';
import { ROSTICERIA } from './rosticeria.js';
import { TAMALERIA } from './tamaleria.js';
import { TRATTORIA } from './trattoria.js';
import { ASIATICA } from './asiatica.js';
import { PIZZERIA_LENA } from './pizzeria-lena.js';
import { TROMPO } from './trompo.js';
import { BARISTA } from './barista.js';
import { BOTANAS } from './botanas.js';
import { ASADERO } from './asadero.js';
import { CENADURIA } from './cenaduria.js';
import { PERUANA } from './peruana.js';
import { AREPERA } from './arepera.js';

/**
 * Tuning menus of kinds the repo's first five menus lack (issue #21): names holding sizes,
 * counts, volumes and weights, combos with an included drink, paid extras that are menu items,
 * drinks by size, two sold-out items each, and dialogues written the way customers text.
 *
 * Conventions of the expected orders (what a careful waiter writes down):
 * - a count that matches a pack on the menu is one order of that pack ("12 empanadas" with
 *   "Empanadas 12 pzas" on the menu is one line of quantity 1);
 * - a paid extra that is a menu item is its own line, one per item it goes on;
 * - a combo's included drink of choice is the combo line's note in the customer's words
 *   ("el paquete 1 con jamaica" → Paquete 1, notes "con jamaica"), never a separate drink line;
 * - notes and the address are the customer's own words, without courtesy ("porfa") or lead-ins
 *   ("para la", "es en"); an address split over messages is joined in order;
 * - as in the repo's own sets, "con" is dropped before an amount ("con poca salsa" → "poca salsa",
 *   like "mucho aguacate") and kept before a thing ("con la salsa aparte", "con jamaica");
 * - flavours of a product sold by size (ice cream) are the line's notes ("de mamey");
 * - a quantity above 20 appears only where the customer confirms it in the next message.
 */
export const TUNING_SETS: TuningSet[] = [
  TORTERIA,
  CHINA,
  POZOLERIA,
  CARNITAS,
  DOGOS,
  NEVERIA,
  CREPAS,
  ELOTES,
  TLAYUDAS,
  GORDITAS,
  ANTOJITOS,
  CORTES,
  CANASTA,
  YUCATECA,
  PASTES,
  TAPATIA,
  SINALOA,
  RAMEN,
  KAITO,
  BARBACOA,
  CERVECERIA,
  PANADERIA,
  DESAYUNOS,
  BAGUETTES,
  GUISADOS,
  SALUDABLE,
  ROSTICERIA,
  TAMALERIA,
  TRATTORIA,
  ASIATICA,
  PIZZERIA_LENA,
  TROMPO,
  BARISTA,
  BOTANAS,
  ASADERO,
  CENADURIA,
  PERUANA,
  AREPERA,
];

export const TUNING_MENUS: Record<MenuId, EvalMenu> = {
  ...Object.fromEntries(TUNING_SETS.map((s) => [s.id, s.menu])),
  ...LIFE_OPTION_MENUS, // #25: three of the menus above with option groups
};

export const TUNING_DIALOGUES: Dialogue[] = [
  ...TUNING_SETS.flatMap((s) => s.dialogues),
  ...LIFE_REPEAT, // #23: returning customers and "¿ya viene?"
  ...LIFE_DELIVERY, // #24: zones, fees, minimum, pickup and payment
  ...LIFE_OPTIONS, // #25: sizes, sauces, extras with limits, removed ingredients
];

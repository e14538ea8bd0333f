import type { EvalMenu } from '../menus/index.js';
import type { Dialogue } from '../types.js';
import { ALITAS_DIALOGUES, ALITAS_MENU } from './alitas.js';
import { BIRRIA_DIALOGUES, BIRRIA_MENU } from './birria.js';
import { HAMBURGUESAS_DIALOGUES, HAMBURGUESAS_MENU } from './hamburguesas.js';
import { JUGOS_DIALOGUES, JUGOS_MENU } from './jugos.js';
import { POLLOS_DIALOGUES, POLLOS_MENU } from './pollos.js';
import { SUSHI_DIALOGUES, SUSHI_MENU } from './sushi.js';
import { TAMALES_DIALOGUES, TAMALES_MENU } from './tamales.js';

/*
 * Held-out menus: kinds of restaurant the engine is never tuned on. Whoever works on the
 * assistant reads only the figures `npm run eval` prints for them, never these files or their
 * failures; they are written and kept by someone who does not work on the engine.
 */
export const HELD_OUT_MENUS: Record<string, EvalMenu> = {
  hamburguesas: HAMBURGUESAS_MENU,
  pollos: POLLOS_MENU,
  alitas: ALITAS_MENU,
  sushi: SUSHI_MENU,
  birria: BIRRIA_MENU,
  jugos: JUGOS_MENU,
  tamales: TAMALES_MENU,
};

export const HELD_OUT_DIALOGUES: Dialogue[] = [
  ...HAMBURGUESAS_DIALOGUES,
  ...POLLOS_DIALOGUES,
  ...ALITAS_DIALOGUES,
  ...SUSHI_DIALOGUES,
  ...BIRRIA_DIALOGUES,
  ...JUGOS_DIALOGUES,
  ...TAMALES_DIALOGUES,
];

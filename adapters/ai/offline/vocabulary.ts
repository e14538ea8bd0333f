/** How customers write on WhatsApp, spelled out before anything is matched. */
export const SHORTHANDS: Record<string, string> = {
  d: 'de', k: 'que', q: 'que', ke: 'que', kiero: 'quiero', kiere: 'quiere', kisiera: 'quisiera', xfa: 'porfa', xfavor: 'porfa',
  plis: 'porfa', pls: 'porfa', porfis: 'porfa', pa: 'para', pal: 'para el', tmb: 'tambien', tb: 'tambien', tmbn: 'tambien',
  xq: 'porque', pq: 'porque', ps: 'pues', pz: 'pues', nomas: 'nomas', nadamas: 'nada mas', aki: 'aqui', bno: 'bueno',
  brauni: 'brownie', brawni: 'brownie', browni: 'brownie', croasan: 'croissant', cruasan: 'croissant', cuernito: 'croissant', ola: 'hola', holaa: 'hola', holi: 'hola', holis: 'hola', grax: 'gracias', grs: 'gracias', ok: 'ok', okey: 'ok', sip: 'si', sii: 'si', siii: 'si', sisi: 'si', simon: 'si',
};

/** Words after which the customer describes how they want the item, not another item. */
export const NOTE_STARTERS = new Set(['sin', 'extra', 'con', 'bien', 'poco', 'poca', 'mucho', 'mucha', 'doble', 'aparte', 'bastante', 'termino', 'puro', 'pura', 'muy']);
/** Notes said as a bare adjective right after the product ("un latte deslactosado"): stems. */
export const NOTE_ADJECTIVES = ['deslactosad', 'cargad', 'ligerit', 'tibi', 'calientit', 'doradit', 'tostadit', 'heladit', 'friecit', 'frio', 'fria', 'picosit', 'picos'];
/** Words that end a note: courtesy and filler customers put at the end of a request. */
export const NOTE_ENDERS = new Set(['ahi', 'aqui', 'porfa', 'porfavor', 'gracias', 'favor', 'please', 'tambien', 'ademas', 'mas', 'pero', 'es', 'seria', 'y', 'me', 'mandas', 'manda', 'mandame']);
/** Words that are neither products nor requests: they never start or break a line. */
export const NEUTRAL_WORDS = new Set(['ellas', 'ellos', 'ella', 'normal', 'normales', 'sencilla', 'sencillo', 'igual', 'iguales', 'como', 'unos', 'unas', 'pues', 'ahi', 'asi', 'mismo', 'misma', 'tipo']);
/** Verbs with their pronouns ("quítalas", "cámbiala", "agrégale"): they end a product, never name one. */
export const VERB_FORMS = /^(quit|sac|borr|elimin|cambi|agreg|anot|sum|pon|mand|manda|dam|trae|trai|ech|regal|encarg)\w*(la|las|lo|los|le|les|me)$/;

/** Words that end whatever product was being named: verbs, greetings and chatter. */
export const STOP_WORDS = new Set([
  'quiero', 'quisiera', 'queria', 'dame', 'deme', 'das', 'da', 'manda', 'mande', 'mandas', 'mandame', 'mandeme', 'manden', 'mandalo', 'mandala', 'traes', 'traeme', 'traigan',
  'pones', 'ponme', 'ponle', 'pon', 'echame', 'echale', 'agrega', 'agregale', 'agregame', 'anota', 'anotame', 'sumale', 'pideme', 'regalas', 'regala', 'puede', 'puedes', 'podria',
  'hola', 'ola', 'holaa', 'oye', 'oiga', 'mira', 'mire', 'fijate', 'que', 'tal', 'onda', 'buenas', 'buenos', 'buen', 'dia', 'dias', 'tardes', 'noches', 'gracias', 'porfa', 'porfavor',
  'tambien', 'ademas', 'mas', 'ya', 'todo', 'seria', 'eso', 'nada', 'es', 'son', 'van', 'sean', 'sea', 'mejor', 'quitale', 'quita', 'cambia', 'cambiala', 'cambialo', 'no', 'si',
  'pedir', 'ordenar', 'voy', 'querer', 'va', 'vale', 'sale', 'ok', 'bueno', 'entonces', 'nomas', 'solo', 'tienen', 'hay', 'cuanto', 'cuesta', 'cuestan', 'precio',
  'direccion', 'calle', 'colonia', 'col', 'oficina', 'casa', 'favor', 'pues', 'ahorita', 'rapido', 'hoy', 'doña', 'dona', 'joven', 'amigo', 'seño', 'senorita',
]);

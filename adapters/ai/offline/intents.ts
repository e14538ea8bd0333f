/** Phrases customers use, matched on normalized text (lowercase, no accents). */
export const INTENTS = {
  greeting: /^(hola+|holi|buen(os|as)? (dias|tardes|noches)|buenas|que onda|que tal|hey|saludos|buen dia)\b/,
  thanks: /\b(gracias|muchas gracias|mil gracias|te agradezco)\b/,
  // "que sea coca", "que no piquen", "que vengan bien doradas": how the dish comes, no question.
  question:
    /^(que(?!\s+(?:sea|sean|este|esten|venga|vengan|lleve|lleven|tenga|traiga|vaya|vayan|les? pongan|no (?:pique|piquen|lleve|lleven|tenga|tengan|este|esten|traiga|traigan))\b)|cual|cuales|cuanto|cuanta|cuantos|a que|tienen|hay|hacen|aceptan|puedo|donde|como|manejan|venden|llegan|entregan|abren|cierran)\b/,
  menu: /\b(menu|carta|que (\w+ )?(tienen|hay|venden|manejan|ofrecen)|cuales (\w+ )?(tienen|hay|manejan)|opciones|platillos|que me recomiendas|recomendacion)\b/,
  price: /\b(cuanto (cuesta|cuestan|vale|valen|sale|salen|esta|estan)|precio|precios|a como)\b/,
  availability: /\b(tienen|hay|manejan|venden|queda|quedan)\b/,
  /** "¿qué trae el paquete?": what a dish includes, answered from its description. */
  contents: /\b(que (trae|traen|incluye|incluyen|lleva|llevan|viene|vienen|contiene)|de que es)\b/,
  delivery: /\b(domicilio|entrega\w*|envio\w*|envian|llevan|reparto|delivery|hasta mi casa|mandan|costo de envio)\b/,
  hours: /\b(horario\w*|a que hora|abren|cierran|abierto\w*|que dias|hasta que hora)\b/,
  payment: /\b(pago\w*|pagar|tarjeta\w*|efectivo|transferencia|aceptan)\b/,
  promotions: /\b(promo\w*|descuento\w*|oferta\w*|2x1|paquete\w*|combo\w*)\b/,
  location: /\b(donde (estan|se ubican|quedan|se encuentran)|ubicacion|direccion del (restaurante|local)|sucursal\w*|su direccion)\b/,
  phone: /\b(telefono|numero (de|para) (llamar|contacto))\b/,
  cart: /\b(mi pedido|cuanto (es|seria|va|llevo|sale todo|queda|fue|fueron|salio|le debo|te debo|les debo)|el total|que llevo|como va (mi )?pedido|resumen|cuanto te debo|cuanto le debo)\b/,
  startOrder: /\b(hacer (un|mi) pedido|quiero (ordenar|pedir)|para (ordenar|pedir)|quisiera (ordenar|pedir))\b/,
  orderVerb:
    /\b(quiero|quisiera|dame|deme|me das|me da|me puedes? (dar|mandar|traer|enviar)|manda(me)?|mandame|traeme|enviame|ponme|agrega\w*|anota\w*|pideme|voy a querer|me (mandas|traes|pones)|sumale|tambien|otr[oa]s?|seria)\b/,
  explicitConfirm: /\b(confirmo|confirma|confirmalo|confirmar|confirmado|confirmamos|confirmen|confirmelo)\b/,
  finish:
    /\b(es todo|seria todo|nada mas|ya es todo|asi esta bien|asi esta perfecto|asi nomas|asi dejalo|ya nada|eso es todo|solo eso|nomas eso|con eso)\b|^(ya |eso |nada )?nomas$/,
  /** How they will pay ("pago en efectivo", "traigan cambio de 500"): never an order line. */
  paying: /\b(pago|pagar|pagare|pagamos|en efectivo|con tarjeta|transferencia|cambio de|traigan cambio|traer cambio|billete de|pago con)\b/,
  /** After "¿Algo más?": these mean "that is all", not "yes, more". */
  done: /^(ya|listo|ok|okay|oki|va|sale|perfecto|esta bien|asi esta bien|de acuerdo|ya quedo|con eso|eso)\b/,
  yes: /^(si+|sip|simon|claro|dale|va|vale|sale|ok+|okay|okey|oki|okis|k|orale|andale|perfecto|de acuerdo|correcto|esta bien|ta bien|todo bien|asi esta bien|asi|bien|exacto|yes|yep|por supuesto|adelante|hagale|arre|ya|listo|afirmativo|sisi|jalo|aja|mandalo|mandenlo|de una)\b/,
  no: /^(no+|nop|nel|nada|negativo)\b/,
  /** "ninguno", "no, ninguna gracias": none of the dishes asked about in "¿De cuál…?". */
  none: /^(?:(?:no|pues|mejor|este|ah|ay)\s+)*(?:ninguno|ninguna|ni uno|ni una)\b/,
  cancel:
    /\b(cancel[ae]\w*|olvidalo|olvidenlo|ya no quiero nada|no quiero nada|ya no quiero (el|mi) pedido|mejor ya no|ya no lo quiero|mejor no quiero nada|ya no)\b/,
  remove:
    /\b(quita\w*|elimina\w*|borra\w*|saca\w*|ya no quiero|no quiero|cancel[ae]\w*|sin (el|la|los|las)|siempre no|(mejor|ya) no (el|la|los|las))\b|^(el|la|los|las) .+ (no|ya no|mejor no)$/,
  swap: /\b(?:cambia\w*|en vez de|en lugar de)\b(.+?)\b(?:por|mejor)\b(.+)/,
  change:
    /\b(mejor|cambia\w*|que sean|sean|siempre|ponle|corrige|corrijo|en total|solo|nomas|que mejor|perdon|perdona|eran|me equivoque)\b/,
} as const;

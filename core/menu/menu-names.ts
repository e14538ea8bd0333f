/** A name as compared for duplicates: no case, no accents, single spaces ("Hamburguesa  Clásica" = "hamburguesa clasica"). */
export const nameKey = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase('es-MX')
    .replace(/\s+/g, ' ')
    .trim();

export const MAX_NAME_LENGTH = 120;
export const MAX_CATEGORY_LENGTH = 60;
export const MAX_DESCRIPTION_LENGTH = 1000;

export const duplicateNameMessage = (name: string) => `Ya tienes un producto llamado «${name}» en tu menú; usa otro nombre`;

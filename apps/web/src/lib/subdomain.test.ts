import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deriveSubdomain, sanitizeSubdomain, siteAddress, SUBDOMAIN_MAX_LENGTH } from './subdomain';

const alnum = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'.split(''));
const anyText = fc.string({ unit: 'grapheme', maxLength: 60 });

describe('deriveSubdomain (spec §5)', () => {
  it('turns restaurant names into subdomains', () => {
    expect(deriveSubdomain('Tacos El Güero')).toBe('tacoselgero');
    expect(deriveSubdomain('La Casa de Toño #2')).toBe('lacasadetoo2');
    expect(deriveSubdomain('Pizzería Napolitana del Centro')).toBe('pizzeranapolitanadel');
    expect(deriveSubdomain('  ')).toBe('');
  });

  it('only ever yields a-z and 0-9, at most 20 characters', () => {
    fc.assert(
      fc.property(anyText, (name) => {
        expect(deriveSubdomain(name)).toMatch(new RegExp(`^[a-z0-9]{0,${SUBDOMAIN_MAX_LENGTH}}$`));
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(anyText, (name) => {
        expect(deriveSubdomain(deriveSubdomain(name))).toBe(deriveSubdomain(name));
      }),
    );
  });

  it('keeps the allowed characters of the name, in order, lowercased, up to 20', () => {
    fc.assert(
      fc.property(anyText, (name) => {
        const kept = [...name.toLowerCase()].filter((c) => /^[a-z0-9]$/.test(c)).join('');
        expect(deriveSubdomain(name)).toBe(kept.slice(0, SUBDOMAIN_MAX_LENGTH));
      }),
    );
  });

  it('leaves a valid subdomain unchanged and ignores spaces and case', () => {
    fc.assert(
      fc.property(
        fc.array(alnum, { maxLength: SUBDOMAIN_MAX_LENGTH }),
        fc.array(fc.constantFrom(' ', '\t'), { maxLength: 5 }),
        (chars, spaces) => {
          const sub = chars.join('');
          expect(deriveSubdomain(sub)).toBe(sub);
          expect(deriveSubdomain(`${spaces.join('')}${sub.toUpperCase()}${spaces.join('')}`)).toBe(sub);
        },
      ),
    );
  });
});

describe('sanitizeSubdomain (typed in setup)', () => {
  it('lowercases and keeps a-z, 0-9 and hyphens', () => {
    expect(sanitizeSubdomain('Mi-Taquería 2')).toBe('mi-taquera2');
  });

  it('only ever yields a-z, 0-9 and hyphen, at most 20', () => {
    fc.assert(
      fc.property(anyText, (value) => {
        expect(sanitizeSubdomain(value)).toMatch(/^[a-z0-9-]{0,20}$/);
      }),
    );
  });

  it('is idempotent and accepts every derived subdomain as is', () => {
    fc.assert(
      fc.property(anyText, (value) => {
        expect(sanitizeSubdomain(sanitizeSubdomain(value))).toBe(sanitizeSubdomain(value));
        expect(sanitizeSubdomain(deriveSubdomain(value))).toBe(deriveSubdomain(value));
      }),
    );
  });
});

describe('siteAddress', () => {
  it('is comanda.{subdominio}.app', () => {
    expect(siteAddress('tacoselgero')).toBe('comanda.tacoselgero.app');
  });
});

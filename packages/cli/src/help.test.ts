import { ANALYSES } from '@secapi/core';
import { describe, expect, it } from 'vitest';
import { EXTRA_HELP_KEYS, INPUT_HELP_KEYS, PARAM_HELP_KEYS, commandHelp, globalHelp } from './help.js';

const all = Object.values(ANALYSES);

describe('the help', () => {
  it('has words in both languages for every input, extra field and parameter of the registry', () => {
    const missing: string[] = [];
    for (const d of all) {
      if (INPUT_HELP_KEYS[d.input.name] === undefined) missing.push(`${d.id} input ${d.input.name}`);
      if (d.input.extra !== undefined && EXTRA_HELP_KEYS[d.input.extra.name] === undefined)
        missing.push(`${d.id} extra ${d.input.extra.name}`);
      for (const p of d.input.params ?? [])
        if (PARAM_HELP_KEYS[p.name] === undefined) missing.push(`${d.id} param ${p.name}`);
    }
    expect(missing).toEqual([]);
  });

  it('reads in French with French typography, the option names and examples as typed', () => {
    const fr = globalHelp(all, 'fr-CA');
    expect(fr).toContain('Utilisation\u00a0: secapi <commande> <entrée> [options]');
    expect(fr).toContain('Codes de sortie\u00a0:');
    expect(fr).toMatch(/^ {2}url +secapi url https:\/\/example\.com\/login$/m);
    expect(fr).toContain('secapi message "Postes Canada\u00a0: votre colis');
    expect(fr).not.toMatch(/ [:;?!»]|« /);
    const en = globalHelp(all, 'en-CA');
    expect(en).toContain('Usage: secapi <command> <input> [options]');
    expect(en).not.toContain('Utilisation');
  });

  it('describes one command in the language asked, its input, parameters and result kind', () => {
    const acme = ANALYSES['check-acme'];
    const fr = commandHelp(acme, 'fr-CA');
    expect(fr).toContain(
      'Utilisation\u00a0: secapi acme <domain>|-|--file FICHIER [--method http-01|dns-01|tls-alpn-01]',
    );
    expect(fr).toContain('Entrée\u00a0: un nom de domaine, au plus 255 caractères\u00a0; dans un lot');
    expect(fr).toContain('--method http-01|dns-01|tls-alpn-01\u00a0: le type de défi ACME');
    expect(fr).toContain('Résultat\u00a0: un rapport');
    const email = commandHelp(ANALYSES['check-email'], 'en-CA');
    expect(email).toContain('--raw-headers FILE: the headers of the email');
    expect(email).toContain('Result: a verdict');
    expect(email).not.toContain('--file inputs.txt');
    expect(commandHelp(ANALYSES['check-tls'], 'en-CA')).toContain('Result: a grade');
  });
});

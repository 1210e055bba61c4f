import type { Catalogue } from '../../keys.js';
import { acme } from './acme.js';
import { certs } from './certs.js';
import { common } from './common.js';
import { dns } from './dns.js';
import { email } from './email.js';
import { emailAuth } from './email-auth.js';
import { hash } from './hash.js';
import { headers } from './headers.js';
import { ip } from './ip.js';
import { message } from './message.js';
import { tls } from './tls.js';
import { typosquat } from './typosquat.js';
import { ui } from './ui.js';
import { uiAcme } from './ui-acme.js';
import { uiCli } from './ui-cli.js';
import { uiForm } from './ui-form.js';
import { uiTls } from './ui-tls.js';
import { url } from './url.js';
import { whois } from './whois.js';

let merged: Catalogue | undefined;

/**
 * The catalogue, merged from its sections on first use: merging both languages' 2,000 keys when the
 * package loads cost about 20 ms of every start of the command line (BENCHMARKS.md, issue 24), and
 * a program that speaks one language never needs the other's.
 */
export function catalogue(): Catalogue {
  merged ??= {
    ...common,
    ...url,
    ...message,
    ...email,
    ...dns,
    ...ip,
    ...emailAuth,
    ...typosquat,
    ...whois,
    ...certs,
    ...hash,
    ...headers,
    ...tls,
    ...acme,
    ...ui,
    ...uiAcme,
    ...uiTls,
    ...uiForm,
    ...uiCli,
  };
  return merged;
}

/**
 * The result page of `check-email-auth`: the grade first (A+ to F, or why there is none), what lowered
 * it, then one section per record (SPF, DMARC, DKIM, MX, MTA-STS, TLS-RPT, BIMI, DNSSEC).
 */
import type {
  DkimKeyStatus,
  DmarcEnforcement,
  DmarcPolicy,
  EmailAuthGradeStatus,
  EmailAuthIssueSeverity,
  EmailAuthResult,
  SpfNodeStatus,
  SpfQualifier,
} from '@secapi/core';
import type { Localized, MessageKey } from '@secapi/i18n';
import { markup, type Html, type HtmlValue } from './html.js';
import {
  CHECKS,
  checkResultPage,
  code,
  codeList,
  dataTable,
  notesList,
  notice,
  pill,
  td,
  yesNoUnknown,
} from './check-pages.js';
import { tr, type PageContext, type RenderedPage } from './layout.js';

type Result = Localized<EmailAuthResult>;
type Issue = Result['spf']['issues'][number];
type SpfNode = NonNullable<Result['spf']['tree']>;
type ReportUri = NonNullable<Result['dmarc']['tags']>['rua'][number];
type Tag = 'good' | 'bad' | 'warn' | 'neutral' | 'unknown';

const SEVERITY: Readonly<Record<EmailAuthIssueSeverity, { key: MessageKey; tag: Tag }>> = {
  error: { key: 'ui.email.issue.error', tag: 'bad' },
  warning: { key: 'ui.email.issue.warning', tag: 'warn' },
  info: { key: 'ui.email.issue.info', tag: 'neutral' },
};

const ALL_KEYS: Readonly<Record<SpfQualifier, MessageKey>> = {
  '-': 'ui.email.spf-all.fail',
  '~': 'ui.email.spf-all.softfail',
  '?': 'ui.email.spf-all.neutral',
  '+': 'ui.email.spf-all.pass',
};

const NODE_STATUS: Readonly<Record<SpfNodeStatus, { key: MessageKey; tag: Tag }>> = {
  ok: { key: 'ui.email.spf-node.ok', tag: 'good' },
  none: { key: 'ui.email.spf-node.none', tag: 'bad' },
  permerror: { key: 'ui.email.spf-node.permerror', tag: 'bad' },
  temperror: { key: 'ui.email.spf-node.temperror', tag: 'warn' },
  'not-followed': { key: 'ui.email.spf-node.not-followed', tag: 'unknown' },
};

const POLICY: Readonly<Record<DmarcPolicy, { key: MessageKey; tag: Tag }>> = {
  reject: { key: 'ui.email.policy.reject', tag: 'good' },
  quarantine: { key: 'ui.email.policy.quarantine', tag: 'good' },
  none: { key: 'ui.email.policy.none', tag: 'warn' },
};

const ENFORCEMENT: Readonly<Record<DmarcEnforcement, MessageKey>> = {
  full: 'ui.email.enforcement.full',
  partial: 'ui.email.enforcement.partial',
  testing: 'ui.email.enforcement.testing',
  none: 'ui.email.enforcement.none',
};

const DKIM_STATUS: Readonly<Record<DkimKeyStatus, { key: MessageKey; tag: Tag }>> = {
  valid: { key: 'ui.email.dkim-status.valid', tag: 'good' },
  weak: { key: 'ui.email.dkim-status.weak', tag: 'bad' },
  revoked: { key: 'ui.email.dkim-status.revoked', tag: 'neutral' },
  invalid: { key: 'ui.email.dkim-status.invalid', tag: 'bad' },
};

const GRADE_STATUS: Readonly<Record<EmailAuthGradeStatus, MessageKey>> = {
  final: 'ui.email.grade-status.final',
  provisional: 'ui.email.grade-status.provisional',
  unknown: 'ui.email.grade-status.unknown',
  'not-graded': 'ui.email.grade-status.not-graded',
};

/**
 * The colour of a part's outcome from its result code. A missing record is bad for the parts that
 * protect against forgery (SPF, DMARC), a warning for DKIM (not finding a key is not proof), and
 * neutral for the optional ones (MX, MTA-STS, TLS-RPT, BIMI).
 */
function resultTag(result: string | null, missing: Tag = 'neutral'): Tag {
  if (result === null) return 'unknown';
  if (result === 'valid' || result === 'pass-config' || result === 'found' || result === 'ok') return 'good';
  if (result === 'temperror') return 'warn';
  if (result === 'null-mx') return 'neutral';
  if (result === 'none' || result === 'not-found') return missing;
  return 'bad';
}

function issuesList(ctx: PageContext, issues: readonly Issue[]): Html | null {
  // "No record at …" is already said by the part's result; the others are the real problems.
  const shown = issues.filter((i) => i.messageKey !== 'email-auth.record.not-found');
  if (shown.length === 0) return null;
  const t = tr(ctx.lang);
  return markup`<ul class="issues">${shown.map(
    (i) =>
      markup`<li class="issue issue-${i.severity}">${pill(SEVERITY[i.severity].tag, t(SEVERITY[i.severity].key))} <span>${i.message}</span></li>`,
  )}</ul>`;
}

interface PartOptions {
  readonly id: string;
  readonly heading: MessageKey;
  readonly what: MessageKey;
  readonly checked: boolean;
  readonly result: string | null;
  readonly resultMessage: string | null;
  /** Colour of a missing record (default neutral). */
  readonly missing?: Tag;
  readonly rows: readonly (readonly [string, HtmlValue] | null)[];
  readonly extra?: HtmlValue;
  readonly issues: readonly Issue[];
}

function part(ctx: PageContext, o: PartOptions): Html {
  const t = tr(ctx.lang);
  const rows = o.rows.filter((r): r is readonly [string, HtmlValue] => r !== null);
  const status = o.checked
    ? pill(resultTag(o.result, o.missing), o.resultMessage ?? t('ui.value.unknown'))
    : pill('unknown', t('ui.check.not-checked'));
  return markup`<section class="part" aria-labelledby="${o.id}-heading">
<div class="part-head">
<h2 id="${o.id}-heading">${t(o.heading)}</h2>
<p class="part-status">${status}</p>
</div>
<p class="note small">${t(o.what)}</p>
${
  !o.checked || rows.length === 0
    ? null
    : markup`<dl class="details">${rows.map(([dt, dd]) => markup`<dt>${dt}</dt><dd>${dd}</dd>`)}</dl>`
}
${o.checked ? (o.extra ?? null) : null}
${o.checked ? issuesList(ctx, o.issues) : null}
</section>`;
}

function recordRow(ctx: PageContext, record: string | null): readonly [string, HtmlValue] | null {
  return record === null ? null : [tr(ctx.lang)('ui.email.record'), code(record)];
}

function spfTree(ctx: PageContext, node: SpfNode): Html {
  const t = tr(ctx.lang);
  const s = NODE_STATUS[node.status];
  const via =
    node.via === 'include'
      ? markup`<span class="via">${t('ui.email.spf-via.include')}</span> `
      : node.via === 'redirect'
        ? markup`<span class="via">${t('ui.email.spf-via.redirect')}</span> `
        : null;
  return markup`<li>
<div class="tree-node">${via}${code(node.domain)} ${pill(s.tag, t(s.key))}</div>
${node.record === null || node.via === 'root' ? null : markup`<div class="sub">${code(node.record)}</div>`}
${node.children.length === 0 ? null : markup`<ul class="tree">${node.children.map((c) => spfTree(ctx, c))}</ul>`}
</li>`;
}

function spfPart(ctx: PageContext, r: Result): Html {
  const t = tr(ctx.lang);
  const s = r.spf;
  const all =
    s.all === null
      ? null
      : markup`${s.all.qualifier === null ? t('ui.email.spf-all.none') : t(ALL_KEYS[s.all.qualifier])}${
          s.all.source === 'redirect' && s.all.domain !== null
            ? markup`<span class="sub">${t('ui.email.spf-all.via-redirect', { domain: s.all.domain })}</span>`
            : null
        }`;
  const tree =
    s.tree === null || s.tree.children.length === 0
      ? null
      : markup`<h3>${t('ui.email.spf-tree')}</h3>
<ul class="tree root">${spfTree(ctx, s.tree)}</ul>`;
  return part(ctx, {
    id: 'spf',
    heading: 'ui.email.spf-heading',
    what: 'ui.email.spf-what',
    missing: 'bad',
    checked: s.checked,
    result: s.result,
    resultMessage: s.resultMessage,
    rows: [
      recordRow(ctx, s.record),
      s.record === null && s.records.length > 1
        ? [t('ui.email.records'), codeList(s.records, t('ui.value.none'))]
        : null,
      s.result === 'none'
        ? null
        : [
            t('ui.email.spf-lookups'),
            markup`<span class="${s.lookups.count > s.lookups.limit ? 'over' : ''}">${t('ui.email.count-of', { count: s.lookups.count, limit: s.lookups.limit })}</span>`,
          ],
      s.result === 'none'
        ? null
        : [
            t('ui.email.spf-void'),
            t('ui.email.count-of', { count: s.voidLookups.count, limit: s.voidLookups.limit }),
          ],
      all === null ? null : [t('ui.email.spf-all'), all],
    ],
    extra: tree,
    issues: s.issues,
  });
}

function uriList(ctx: PageContext, uris: readonly ReportUri[]): Html {
  const t = tr(ctx.lang);
  if (uris.length === 0) return markup`<span class="muted">${t('ui.value.none')}</span>`;
  return markup`<ul class="plain-list">${uris.map((u) => {
    const auth =
      !u.external || u.authorized === null
        ? null
        : u.authorized === 'yes'
          ? pill('good', t('ui.email.report-authorized.yes'))
          : u.authorized === 'no'
            ? pill('bad', t('ui.email.report-authorized.no'))
            : pill('unknown', t('ui.email.report-authorized.unknown'));
    return markup`<li>${code(u.uri)}${u.external ? markup` <span class="sub-inline">${t('ui.email.report-external')}</span>` : null} ${auth}</li>`;
  })}</ul>`;
}

function dmarcPart(ctx: PageContext, r: Result): Html {
  const t = tr(ctx.lang);
  const d = r.dmarc;
  const tags = d.tags;
  const policyText = (p: DmarcPolicy | null): HtmlValue =>
    p === null ? t('ui.value.none') : pill(POLICY[p].tag, t(POLICY[p].key));
  const where =
    d.recordName === null
      ? null
      : markup`${code(d.recordName)}${d.source === 'organizational-domain' ? markup`<span class="sub">${t('ui.email.dmarc-inherited')}</span>` : null}`;
  return part(ctx, {
    id: 'dmarc',
    heading: 'ui.email.dmarc-heading',
    what: 'ui.email.dmarc-what',
    missing: 'bad',
    checked: d.checked,
    result: d.result,
    resultMessage: d.resultMessage,
    rows: [
      recordRow(ctx, d.record),
      where === null || d.record === null ? null : [t('ui.email.dmarc-where'), where],
      tags === null ? null : [t('ui.email.dmarc-policy'), policyText(tags.p)],
      d.effectivePolicy === null || d.effectivePolicy === tags?.p
        ? null
        : [t('ui.email.dmarc-effective'), policyText(d.effectivePolicy)],
      d.enforcement === null
        ? null
        : [
            t('ui.email.dmarc-enforcement'),
            markup`${t(ENFORCEMENT[d.enforcement])}${d.effectivePct !== null && d.effectivePct < 100 ? markup` <span class="sub-inline">${t('ui.email.dmarc-pct', { pct: d.effectivePct })}</span>` : null}`,
          ],
      tags === null ? null : [t('ui.email.dmarc-rua'), uriList(ctx, tags.rua)],
      tags === null || tags.ruf.length === 0 ? null : [t('ui.email.dmarc-ruf'), uriList(ctx, tags.ruf)],
    ],
    issues: d.issues,
  });
}

/**
 * The notes, less the one the DKIM part already says in its caveat (that not finding a key under the
 * selectors tried is not proof): shown once, where it belongs.
 */
export function notesBesideDkim(r: Pick<Result, 'notes' | 'noteKeys'>): string[] {
  return r.notes.filter((_, i) => r.noteKeys[i] !== 'email-auth.note.dkim-selectors-not-exhaustive');
}

function dkimPart(ctx: PageContext, r: Result): Html {
  const t = tr(ctx.lang);
  const k = r.dkim;
  const rows = k.keys.map((key) => {
    const s = DKIM_STATUS[key.status];
    return markup`<tr>
${td(t('ui.email.dkim-selector'), markup`${code(key.selector)}${key.provider === null ? null : markup`<span class="sub">${key.provider}</span>`}`)}
${td(t('ui.email.dkim-type'), key.keyType.toUpperCase())}
${td(t('ui.email.dkim-size'), key.keyBits === null ? t('ui.value.unknown') : t('ui.email.dkim-bits', { bits: key.keyBits }))}
${td(t('ui.email.dkim-status'), markup`${pill(s.tag, t(s.key))}${key.testing ? markup` ${pill('neutral', t('ui.email.dkim-testing'))}` : null}`)}
</tr>`;
  });
  const extra = markup`${
    rows.length === 0
      ? null
      : markup`<h3>${t('ui.email.dkim-found', { count: k.keys.length })}</h3>
${dataTable(t('ui.email.dkim-heading'), [t('ui.email.dkim-selector'), t('ui.email.dkim-type'), t('ui.email.dkim-size'), t('ui.email.dkim-status')], rows)}`
  }
<p class="caveat">${t('ui.email.dkim-caveat', { count: k.selectorsProbed.length })}</p>`;
  return part(ctx, {
    id: 'dkim',
    heading: 'ui.email.dkim-heading',
    what: 'ui.email.dkim-what',
    missing: 'warn',
    checked: k.checked,
    result: k.result,
    resultMessage: k.resultMessage,
    rows: [],
    extra,
    issues: k.issues,
  });
}

function mxPart(ctx: PageContext, r: Result): Html {
  const t = tr(ctx.lang);
  const m = r.mx;
  const hosts = m.hosts.map((h) =>
    h.exchange === '' ? t('ui.email.mx-null') : `${String(h.preference)} ${h.exchange}`,
  );
  return part(ctx, {
    id: 'mx',
    heading: 'ui.email.mx-heading',
    what: 'ui.email.mx-what',
    checked: m.checked,
    result: m.result,
    resultMessage: m.resultMessage,
    rows: [hosts.length === 0 ? null : [t('ui.email.mx-hosts'), codeList(hosts, t('ui.value.none'))]],
    issues: m.issues,
  });
}

function mtaStsPart(ctx: PageContext, r: Result): Html {
  const t = tr(ctx.lang);
  const m = r.mtaSts;
  return part(ctx, {
    id: 'mta-sts',
    heading: 'ui.email.mta-sts-heading',
    what: 'ui.email.mta-sts-what',
    checked: m.checked,
    result: m.result,
    resultMessage: m.resultMessage,
    rows: [recordRow(ctx, m.record), m.id === null ? null : [t('ui.email.mta-sts-id'), code(m.id)]],
    extra:
      m.result === 'none'
        ? null
        : markup`<p class="caveat">${t('ui.email.mta-sts-not-fetched', { url: m.policy.url ?? `https://mta-sts.${r.domain}/.well-known/mta-sts.txt` })}</p>`,
    issues: m.issues,
  });
}

function tlsRptPart(ctx: PageContext, r: Result): Html {
  const t = tr(ctx.lang);
  const m = r.tlsRpt;
  return part(ctx, {
    id: 'tls-rpt',
    heading: 'ui.email.tls-rpt-heading',
    what: 'ui.email.tls-rpt-what',
    checked: m.checked,
    result: m.result,
    resultMessage: m.resultMessage,
    rows: [
      recordRow(ctx, m.record),
      m.record === null ? null : [t('ui.email.tls-rpt-rua'), codeList(m.rua, t('ui.value.none'))],
    ],
    issues: m.issues,
  });
}

function bimiPart(ctx: PageContext, r: Result): Html {
  const t = tr(ctx.lang);
  const b = r.bimi;
  return part(ctx, {
    id: 'bimi',
    heading: 'ui.email.bimi-heading',
    what: 'ui.email.bimi-what',
    checked: b.checked,
    result: b.result,
    resultMessage: b.resultMessage,
    rows: [
      recordRow(ctx, b.record),
      b.location === null || b.location === '' ? null : [t('ui.email.bimi-logo'), code(b.location)],
      b.authority === null || b.authority === '' ? null : [t('ui.email.bimi-authority'), code(b.authority)],
      b.record === null ? null : [t('ui.email.bimi-dmarc'), yesNoUnknown(ctx, b.dmarcEnforced)],
    ],
    issues: b.issues,
  });
}

function dnssecPart(ctx: PageContext, r: Result): Html {
  const t = tr(ctx.lang);
  const d = r.dnssec;
  const status = !d.checked
    ? pill('unknown', t('ui.check.not-checked'))
    : d.authenticated === null
      ? pill('unknown', t('ui.value.unknown'))
      : d.authenticated
        ? pill('good', t('ui.dnssec.validated'))
        : pill('neutral', t('ui.dnssec.not-validated'));
  return markup`<section class="part" aria-labelledby="dnssec-heading">
<div class="part-head">
<h2 id="dnssec-heading">${t('ui.dnssec.label')}</h2>
<p class="part-status">${status}</p>
</div>
<p class="note small">${t('ui.email.dnssec-what')}</p>
${
  d.checked && (d.validatedNames.length > 0 || d.unvalidatedNames.length > 0)
    ? markup`<dl class="details">
${d.validatedNames.length === 0 ? null : markup`<dt>${t('ui.dnssec.validated')}</dt><dd>${codeList(d.validatedNames, '')}</dd>`}
${d.unvalidatedNames.length === 0 ? null : markup`<dt>${t('ui.dnssec.not-validated')}</dt><dd>${codeList(d.unvalidatedNames, '')}</dd>`}
</dl>`
    : null
}
</section>`;
}

function gradeBlock(ctx: PageContext, r: Result): Html {
  const t = tr(ctx.lang);
  const letter = r.grade;
  const cls = letter === null ? 'none' : letter === 'A+' ? 'a-plus' : letter.toLowerCase();
  return markup`<div class="grade-block" role="status">
<p class="grade grade-${cls}" aria-hidden="true">${letter ?? '–'}</p>
<div class="grade-text">
<p class="grade-line"><strong>${letter === null ? t('ui.email.no-grade') : t('ui.email.grade-value', { grade: letter })}</strong>${
    r.score === null
      ? null
      : markup` <span class="score-value">${t('ui.email.grade-score', { score: r.score })}</span>`
  }</p>
${r.gradeStatus === 'final' ? null : markup`<p class="grade-status">${t(GRADE_STATUS[r.gradeStatus])}</p>`}
<p class="note small">${t('ui.email.grade-scale')}</p>
</div>
</div>`;
}

export function emailAuthResultPage(ctx: PageContext, r: Result, submitted: string): RenderedPage {
  const t = tr(ctx.lang);
  const offline = r.errorKey === 'skip.offline-mode';
  const cls = r.grade === null ? 'none' : r.grade === 'A+' ? 'a-plus' : r.grade.toLowerCase();
  const result = markup`<section class="card result check-result" aria-labelledby="result-heading">
<div class="result-head grade-head grade-head-${cls}">
<h1 id="result-heading">${t('ui.email.result-heading')}</h1>
${gradeBlock(ctx, r)}
<dl class="details">
<dt>${t('ui.domain.name')}</dt><dd>${code(r.domain)}</dd>
${r.input.trim().toLowerCase() === r.domain ? null : markup`<dt>${t('ui.email.submitted')}</dt><dd>${code(r.input)}</dd>`}
${r.organizationalDomain === null || r.organizationalDomain === r.domain ? null : markup`<dt>${t('ui.email.org-domain')}</dt><dd>${code(r.organizationalDomain)}</dd>`}
</dl>
</div>
<div class="result-body">
${notice(ctx, r.error)}
${notesList(ctx, r.gradeNotes, t('ui.email.grade-notes'))}
${notesList(ctx, notesBesideDkim(r))}
${
  offline
    ? null
    : [
        spfPart(ctx, r),
        dmarcPart(ctx, r),
        dkimPart(ctx, r),
        mxPart(ctx, r),
        mtaStsPart(ctx, r),
        tlsRptPart(ctx, r),
        bimiPart(ctx, r),
        dnssecPart(ctx, r),
        markup`<p class="note small">${t('ui.email.query-count', { count: r.queryCount })}</p>`,
      ]
}
<p class="note small">${t('ui.url.not-a-link')}</p>
</div>
</section>`;
  return checkResultPage(ctx, CHECKS['email-auth'], {
    title:
      r.grade === null
        ? t('ui.title.email-result-ungraded', { domain: r.domain })
        : t('ui.title.email-result', { domain: r.domain, grade: r.grade }),
    value: submitted,
    result,
  });
}

// Developer-list and code-host mail (issue 22, round 11): patches, CI failures, GitHub and GitLab
// notifications, Discourse digests, groups.io, Mailman and Google Groups footers. Written for secapi
// by hand (no archive row). Each returns { from, fromName, subject, headers[], body, text }.
import { alnum, digits, hex, pick } from './senders.mjs';

const people = [
  ['Ana Ruiz', 'ana.ruiz@kernelcraft.dev'],
  ['Mikko Laine', 'mikko@laine.fi'],
  ['Wei Zhang', 'wzhang@fastmail.com'],
  ['Olivier Gagnon', 'ogagnon@polymtl.ca'],
  ['Priya N', 'priya.n@gmail.com'],
  ['Tomasz K.', 'tk@netbridge.pl'],
  ['Jane Okafor', 'jane@okafor.io'],
];
const project = (rnd) =>
  pick(rnd, ['libvirtfs', 'nftwatch', 'zstdcat', 'sched-ext-tools', 'pgtap-ci', 'openbmc-sensors']);

export const LISTS = {
  mailmanPatch: (rnd) => {
    const [n, a] = pick(rnd, people);
    const p = project(rnd);
    const v = 1 + Math.floor(rnd() * 4);
    return {
      fromName: n,
      from: a,
      subject: `[${p}] [PATCH v${v} ${1 + Math.floor(rnd() * 3)}/4] ${pick(rnd, ['io: fix use-after-free in error path', 'build: drop unused wallet helper', 'net: handle urgent pointer in tcp segment', 'crypto: verify key length before import'])}`,
      headers: [
        `List-Id: ${p} development <${p}-devel.lists.${p}.org>`,
        `List-Post: <mailto:${p}-devel@lists.${p}.org>`,
        `List-Unsubscribe: <mailto:${p}-devel-leave@lists.${p}.org>`,
        'Precedence: list',
        `Sender: ${p}-devel-bounces@lists.${p}.org`,
        `Reply-To: ${p}-devel@lists.${p}.org`,
        `Errors-To: ${p}-devel-bounces@lists.${p}.org`,
      ],
      returnPath: `${p}-devel-bounces+reader=example.ca@lists.${p}.org`,
      text: true,
      body: `The error path freed the buffer before the caller's last read. Keep the reference until the\ncallback returns.\n\nReported-by: syzbot+${hex(rnd, 20)}@syzkaller.appspotmail.com\nLink: https://lore.kernel.org/r/${digits(rnd, 14)}.${digits(rnd, 5)}-1-${a}\nSigned-off-by: ${n} <${a}>\n---\n src/io/queue.c | 4 ++--\n 1 file changed, 2 insertions(+), 2 deletions(-)\n\ndiff --git a/src/io/queue.c b/src/io/queue.c\nindex ${hex(rnd, 7)}..${hex(rnd, 7)} 100644\n--- a/src/io/queue.c\n+++ b/src/io/queue.c\n@@ -212,7 +212,7 @@ static int queue_submit(struct queue *q, struct req *r)\n \tif (ret < 0) {\n-\t\tfree(r->buf);\n+\t\tq->pending = r;\n \t\tgoto out;\n \t}\n--\n2.47.1\n\n_______________________________________________\n${p}-devel mailing list -- ${p}-devel@lists.${p}.org\nTo unsubscribe send an email to ${p}-devel-leave@lists.${p}.org\n`,
    };
  },
  googleGroups: (rnd) => {
    const [n, a] = pick(rnd, people);
    const g = pick(rnd, ['rust-embedded-fr', 'qgis-quebec', 'jailhouse-users', 'sqlite-forum-mirror']);
    return {
      fromName: n,
      from: a,
      subject: pick(rnd, [
        'Re: Board boots but no serial output after update',
        'Question about the 0.9 release keys',
        'Re: [announce] Meetup in Montréal, Dec 12',
        'Urgent: CI broken on main since yesterday?',
      ]),
      headers: [
        `List-ID: <${g}.googlegroups.com>`,
        `Mailing-list: list ${g}@googlegroups.com; contact ${g}+owners@googlegroups.com`,
        `List-Post: <https://groups.google.com/group/${g}/post>, <mailto:${g}@googlegroups.com>`,
        `List-Unsubscribe: <mailto:googlegroups-manage+${digits(rnd, 12)}+unsubscribe@googlegroups.com>, <https://groups.google.com/d/forum/${g}/unsubscribe>`,
        'Precedence: list',
        `X-Original-Sender: ${a}`,
        `Reply-To: ${g}@googlegroups.com`,
      ],
      returnPath: `${g}+bncBD${alnum(rnd, 40)}@googlegroups.com`,
      messageIdHost: a.split('@')[1],
      text: true,
      body: `Hi all,\n\nAfter flashing the new image the board boots (LED blinks) but nothing appears on the UART.\nI checked the pins with a scope: TX idles high, so the wiring is fine. Has anyone seen this on\nrev C boards? Log of the last good boot: http://192.168.1.20:8080/boot.log (local, sorry).\n\nThanks,\n${n.split(' ')[0]}\n\n-- \nYou received this message because you are subscribed to the Google Groups "${g}" group.\nTo unsubscribe from this group and stop receiving emails from it, send an email to ${g}+unsubscribe@googlegroups.com.\nTo view this discussion visit https://groups.google.com/d/msgid/${g}/${alnum(rnd, 30)}%40${a.split('@')[1]}.\n`,
    };
  },
  groupsIo: (rnd) => {
    const [n, a] = pick(rnd, people);
    const g = pick(rnd, ['ham-radio-qc', 'beagleboard', 'openwrt-users', 'astro-imaging']);
    const m = digits(rnd, 5);
    return {
      fromName: `${n} via groups.io`,
      from: `${a.split('@')[0].replace(/\./g, '')}=${a.split('@')[1]}@groups.io`,
      subject: `Re: [${g}] ${pick(rnd, ['Firmware 2.4 wallet mode?', 'Antenna tuner recommendation', 'Free cables to give away (Laval)', 'Win 11 driver for the USB adapter'])}`,
      headers: [
        `List-Id: <${g}.groups.io>`,
        `List-Unsubscribe: <https://groups.io/g/${g}/leave/${digits(rnd, 7)}/${alnum(rnd, 20)}>, <mailto:${g}+leave@groups.io>`,
        'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
        `Sender: ${g}@groups.io`,
        `Reply-To: ${g}@groups.io`,
        'Precedence: list',
        `Mailing-List: list ${g}@groups.io; contact ${g}+owner@groups.io`,
      ],
      returnPath: `bounce+${digits(rnd, 5)}+${digits(rnd, 8)}+${digits(rnd, 7)}+${digits(rnd, 7)}@groups.io`,
      messageIdHost: 'groups.io',
      text: true,
      body: `I use the same adapter on Windows 11; the vendor driver from their site works, the one Windows\nUpdate installs does not. Free to anyone who wants my old one, pick-up only.\n\n73,\n${n.split(' ')[0]}\n\n-=-=-=-=-=-=-=-=-=-=-=-\nGroups.io Links: You receive all messages sent to this group.\nView/Reply Online (#${m}): https://groups.io/g/${g}/message/${m}\nMute This Topic: https://groups.io/mt/${digits(rnd, 9)}/${digits(rnd, 7)}\nGroup Owner: ${g}+owner@groups.io\nUnsubscribe: https://groups.io/g/${g}/leave/${digits(rnd, 8)}/${digits(rnd, 7)}/${digits(rnd, 9)}/xyzzy [reader@example.ca]\n-=-=-=-=-=-=-=-=-=-=-=-\n`,
    };
  },
  githubCi: (rnd) => {
    const org = pick(rnd, ['acme-labs', 'maplesoft-oss', 'tidewater-dev', 'zero-latency']);
    const repo = project(rnd);
    const sha = hex(rnd, 7);
    return {
      fromName: pick(rnd, ['github-actions[bot]', 'GitHub']),
      from: 'notifications@github.com',
      subject: `[${org}/${repo}] Run failed: ${pick(rnd, ['CI', 'Build and test', 'Release'])} - main (${sha})`,
      headers: [
        `List-ID: ${org}/${repo} <${repo}.${org}.github.com>`,
        `List-Archive: https://github.com/${org}/${repo}`,
        `List-Unsubscribe: <mailto:unsub+${alnum(rnd, 40)}@reply.github.com>, <https://github.com/notifications/unsubscribe/${alnum(rnd, 40)}>`,
        'X-GitHub-Reason: ci_activity',
        'X-GitHub-Sender: github-actions[bot]',
        `Reply-To: ${org}/${repo} <noreply@github.com>`,
      ],
      returnPath: `noreply@github.com`,
      messageIdHost: 'github.com',
      body: `<p><a href="https://github.com/${org}/${repo}">${org}/${repo}</a></p><h3>Run failed: CI - main (${sha})</h3><p>1 failed and 4 successful jobs</p><table><tr><td>❌ test (ubuntu-24.04, node 22)</td><td>Failed in 3 minutes and 12 seconds</td></tr></table><p><a href="https://github.com/${org}/${repo}/actions/runs/${digits(rnd, 11)}">View workflow run</a></p><p style="font-size:12px">— You are receiving this because you are subscribed to this thread. <a href="https://github.com/notifications/unsubscribe-auth/${alnum(rnd, 40)}">Manage your GitHub Actions notifications</a></p>`,
    };
  },
  githubIssue: (rnd) => {
    const org = pick(rnd, ['acme-labs', 'maplesoft-oss', 'tidewater-dev']);
    const repo = project(rnd);
    const num = digits(rnd, 4);
    const user = pick(rnd, ['mlaine', 'ogagnon', 'janeok', 'dependabot[bot]']);
    return {
      fromName: user,
      from: 'notifications@github.com',
      subject: `Re: [${org}/${repo}] ${pick(rnd, ['Security: bump undici from 6.21.1 to 6.21.3', 'Crash when the config has a password field', 'Verify your account? login loop on 2.3.0', 'Release 3.0 blocked on the signing key'])} (PR #${num})`,
      headers: [
        `List-ID: ${org}/${repo} <${repo}.${org}.github.com>`,
        `List-Unsubscribe: <mailto:unsub+${alnum(rnd, 40)}@reply.github.com>, <https://github.com/notifications/unsubscribe/${alnum(rnd, 40)}>`,
        'X-GitHub-Reason: subscribed',
        `X-GitHub-Sender: ${user}`,
        `Reply-To: ${org}/${repo} <reply+${alnum(rnd, 60)}@reply.github.com>`,
        `In-Reply-To: <${org}/${repo}/pull/${num}@github.com>`,
        `References: <${org}/${repo}/pull/${num}@github.com>`,
      ],
      returnPath: `noreply@github.com`,
      messageIdHost: 'github.com',
      body: `<p><b>@${user}</b> commented on this pull request.</p><p>I can reproduce it on 2.3.0: after the redirect the session cookie is dropped, so the login page comes back. Steps in the gist: <a href="https://gist.github.com/${user.replace(/\W/g, '')}/${hex(rnd, 32)}">gist.github.com/${user.replace(/\W/g, '')}/${hex(rnd, 8)}</a></p><p>—<br>Reply to this email directly, <a href="https://github.com/${org}/${repo}/pull/${num}#issuecomment-${digits(rnd, 10)}">view it on GitHub</a>, or <a href="https://github.com/notifications/unsubscribe-auth/${alnum(rnd, 40)}">unsubscribe</a>.<br>You are receiving this because you were mentioned.</p>`,
    };
  },
  gitlabPipeline: (rnd) => {
    const grp = pick(rnd, ['infra', 'mobile', 'data-platform']);
    const repo = project(rnd);
    return {
      fromName: 'GitLab',
      from: 'gitlab@mg.gitlab.com',
      subject: `${grp}/${repo} | Failed pipeline for main | ${hex(rnd, 8)}`,
      headers: [
        `List-Id: ${grp}/${repo} <${digits(rnd, 8)}.${repo}.${grp}.gitlab.com>`,
        `List-Unsubscribe: <https://gitlab.com/-/sent_notifications/${hex(rnd, 32)}/unsubscribe>`,
        'X-GitLab-Pipeline-Status: failed',
        `X-GitLab-Project: ${repo}`,
        'Auto-Submitted: auto-generated',
      ],
      returnPath: `bounce+${hex(rnd, 6)}.${hex(rnd, 6)}-reader=example.ca@mg.gitlab.com`,
      messageIdHost: 'gitlab.com',
      body: `<p>Your pipeline has failed.</p><p>Project: <a href="https://gitlab.com/${grp}/${repo}">${grp} / ${repo}</a><br>Branch: main<br>Commit: ${hex(rnd, 8)} "Rotate the deploy key and update secrets"<br>Pipeline <a href="https://gitlab.com/${grp}/${repo}/-/pipelines/${digits(rnd, 10)}">#${digits(rnd, 10)}</a> triggered by ${pick(rnd, people)[0]}</p><p>Stage: test · Job: <a href="https://gitlab.com/${grp}/${repo}/-/jobs/${digits(rnd, 10)}">unit</a> failed</p><p>You're receiving this email because of your account on gitlab.com. <a href="https://gitlab.com/-/profile/notifications">Manage all notifications</a></p>`,
    };
  },
  discourse: (rnd) => {
    const site = pick(rnd, [
      ['Home Assistant Community', 'community.home-assistant.io'],
      ['Forum Linux Québec', 'forum.linuxquebec.org'],
      ['Rust Users Forum', 'users.rust-lang.org'],
    ]);
    return {
      fromName: site[0],
      from: `noreply@${site[1]}`,
      subject: `[${site[0]}] Summary`,
      headers: [
        `List-Unsubscribe: <https://${site[1]}/email/unsubscribe/${hex(rnd, 40)}>`,
        'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
        'Auto-Submitted: auto-generated',
        'X-Auto-Response-Suppress: All',
        'Precedence: list',
      ],
      returnPath: `bounce+${hex(rnd, 6)}@${site[1]}`,
      messageIdHost: site[1],
      body: `<p>Since your last visit</p><h3><a href="https://${site[1]}/t/${digits(rnd, 6)}">${pick(rnd, ['Zigbee devices drop after update', 'How do I verify a crate signature?', 'Free hosting for a small project?'])}</a></h3><p>12 replies · 340 views</p><h3><a href="https://${site[1]}/t/${digits(rnd, 6)}">Popular topics this week</a></h3><p><a href="https://${site[1]}/my/preferences/emails">Change your email settings</a> or <a href="https://${site[1]}/email/unsubscribe/${hex(rnd, 40)}">unsubscribe</a>.</p>`,
    };
  },
};

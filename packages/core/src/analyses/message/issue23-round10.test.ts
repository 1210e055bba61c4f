/**
 * Issue 23, round 10: the writer's apology for a misdirected text ("sorry, wrong number, that was for
 * my brother") ends a conversation and stays calm, the stranger's "wrong number" that goes on does
 * not; a stranger's openers with no link: a name-drop (the assistant or secretary of a Mr. or Mrs.
 * nobody introduced, "my boss Mr. … said you…"), a first name given with a golf, tennis or yacht plan,
 * "from the wine tasting", a move back from Hong Kong or Singapore, a cash offer on the reader's
 * house in French, a résumé "recommended" for a job paying "$200-$400 a day". Every example is
 * written for this file (none comes from a corpus or from the blind lists).
 */
import { describe, expect, it } from 'vitest';
import { codes, verdict } from './test-helpers.js';

describe('issue 23 round 10: the writer’s apology for a wrong number', () => {
  it.each([
    'Sorry wrong number, that was meant for my brother!',
    'Whoops, wrong number. Sorry for the bother, have a nice evening',
    'Wrong number, so sorry! Ignore that last text',
    'Oups, désolé, mauvais numéro! Bonne soirée',
    'Mauvais numéro, désolée! Le message était pour ma collègue.',
  ])('keeps « %s » likely safe', async (text) => {
    expect(await codes(text)).not.toContain('message-wrong-number');
    expect(await verdict(text)).toBe('verdict.likely-safe');
  });

  it.each([
    'Sorry, wrong number! You seem like a nice person though, I’m Mia from Kuala Lumpur',
    'Oops wrong number, sorry. Anyway, how is your day going?',
    'Désolée, mauvais numéro! Mais vous semblez gentil, vous habitez où?',
  ])('keeps the stranger’s « %s » as a wrong-number opener', async (text) => {
    expect(await codes(text)).toContain('message-wrong-number');
  });
});

describe('issue 23 round 10: openers of strangers with no link', () => {
  it.each([
    'Hello, my name is Vivian, executive assistant to Mrs. Helen Zhao. She would like to arrange a call with you.',
    'Good evening, I am the secretary of Chairman Mr. Lee. He asked about your schedule for Friday.',
    'Hi, our director Mr. Park wants me to contact you about the investment seminar.',
    'Bonjour, je suis Chloé, secrétaire de Mme Wong. Elle aimerait vous parler d’un projet.',
    'Bonjour, mon patron M. Li aimerait vous rencontrer pour une occasion d’affaires.',
    'Hi Paul, this is Jenny. Are we still playing golf at Eagle Creek on Sunday? I got us a 9:10 tee time',
    'Thanks again for the yacht party invite! Is Saturday still good? It’s Olivia btw',
    'Hi there, this is Rachel from the charity gala last month. Do you still want to join the board?',
    'Hey Tom, how are things? I recently moved back from Dubai and finally have time to catch up',
    'Salut Josée, c’est Kevin. On joue toujours au tennis mardi soir? J’ai réservé le terrain',
  ])('flags « %s » as a conversation opener', async (text) => {
    expect(await codes(text)).toContain('message-conversation-opener');
    expect(await verdict(text)).not.toBe('verdict.likely-safe');
  });

  it.each([
    'Golf Saturday? Tee time is 9:10 at Eagle Creek',
    'Hi Mrs. Singh, this is Maria, Dr. Chen’s assistant. Your appointment is moved to Tuesday at 2 PM.',
    'My boss Mr. Ferreira said I can leave early today, pick you up at 4?',
    'Ugh my manager Mrs. Kaur wants the report by noon, can’t do lunch',
    'This is great, tennis again Thursday?',
    'It’s raining, still on for golf?',
    'Mon patron M. Gagnon m’a donné congé vendredi, on va au chalet?',
    'We just moved back from Singapore! New address is 44 Elm St, come by anytime',
  ])('keeps « %s » likely safe', async (text) => {
    expect(await codes(text)).not.toContain('message-conversation-opener');
    expect(await verdict(text)).toBe('verdict.likely-safe');
  });

  it('takes no club’s own booking for an opener (the model still weighs it: 0.93 on main too)', async () => {
    expect(
      await codes(
        'Hi, this is Dave from Eagle Creek Golf Club. Your tee time tomorrow is confirmed for 8:20.',
      ),
    ).not.toContain('message-conversation-opener');
  });

  it('reads a cash offer on the reader’s house in French as a callback lure', async () => {
    expect(
      await codes(
        'Bonjour, je souhaite faire une offre au comptant pour votre propriété de la rue Principale. Êtes-vous vendeur?',
      ),
    ).toContain('message-callback-lure');
  });

  it('reads a résumé "recommended" for a job paying by the day as a job offer', async () => {
    expect(
      await codes(
        'Hello, your CV was recommended by a recruiter. Part-time online work, make $150 to $400 a day.',
      ),
    ).toContain('message-job-offer');
  });
});

describe('issue 23 round 10: a link that hides where it goes, and nothing else', () => {
  it.each([
    'https://qk7.vc/r/8Hh2Lq/0pXz',
    'Wow!!! https://tinyurl.com/4mQp8Zx',
    'for you 🎁 https://t.ly/Kq92m',
    'https://193.27.14.8/p/77',
  ])('flags « %s »', async (text) => {
    expect(await codes(text)).toContain('message-link-alone');
    expect(await verdict(text)).not.toBe('verdict.likely-safe');
  });

  it.each([
    'https://youtu.be/dQw4w9WgXcQ',
    'lol https://www.instagram.com/reel/C9xYz12AbC/',
    'https://www.cbc.ca/news/canada/ottawa/snow-removal-budget-1.7412230',
    'https://maps.app.goo.gl/Xy7Qw2KpL9',
    'Your Lyft driver is 2 min away. Track the ride: https://lyft.com/r/8Hh2Lq and look for a white Camry',
  ])('does not count « %s »', async (text) => {
    expect(await codes(text)).not.toContain('message-link-alone');
  });

  it('stays quiet when a sentence goes with the link', async () => {
    expect(
      await codes(
        'Here are the photos from Saturday, the second album is the good one: https://tinyurl.com/4mQp8Zx',
      ),
    ).not.toContain('message-link-alone');
  });
});

describe('issue 23 round 10: a locked card or account with no way in but the service’s own', () => {
  it.each([
    'BMO: Your debit card was blocked after too many incorrect PIN entries. Please visit your nearest branch to reset it.',
    'Scotiabank: For your security, online banking access was locked after 5 failed sign-in attempts. Unlock it in the Scotia app.',
    'Desjardins : votre carte a été bloquée après trois NIP erronés. Présentez-vous en succursale pour la débloquer.',
  ])('keeps « %s » likely safe', async (text) => {
    expect(await codes(text)).not.toContain('message-account-locked');
    expect(await verdict(text)).toBe('verdict.likely-safe');
  });

  it.each([
    'BMO: Your debit card was blocked. Please visit your nearest branch or call 1-877-555-0134 now to reset it.',
    'Your account has been locked. Reply YES to unlock it in the app.',
    'Your account has been locked. Unlock it at bmo-unlock.help or in the BMO app.',
  ])('keeps « %s » flagged', async (text) => {
    expect(await verdict(text)).not.toBe('verdict.likely-safe');
  });
});

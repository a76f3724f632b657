import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn, timelineCards, visible } from './support/app.ts';
import { phoneSession, screenshot } from './support/browser.ts';

/**
 * A question's answers (social-core §3 timeline answer items) under its card and on its page. Demo
 * texts from server/modules/posts/seed.ts; Hungarian source texts from web/features/home/messages.ts
 * and web/features/posts/messages.ts.
 */
const QUESTION = 'Kis tűzlepke vagy nagy tűzlepke?';
const ANSWERS = [
  { name: 'Profi Péter', text: 'A fonák kékesszürke alapszíne a nagy tűzlepkére utal.' },
  { name: 'Szerkesztő Szilvia', text: 'Egyetértek, és a méret is stimmel.' },
];
/** A note of the same timeline: not a question, so no answers under it. */
const NOTE = 'Tavaszi lepkeszámlálás a patak mentén';
const T = { answers: 'Válaszok', comments: 'Hozzászólások' } as const;

const SHOTS = '/tmp/shots';
async function shot(page: Page, name: string): Promise<void> {
  await screenshot(page, `answers-${name}`);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/answers-${name}.png`, animations: 'disabled' });
}

describe("a question's answers (390×844)", () => {
  const phone = phoneSession(async (page) => {
    await logIn(page, 'user@lepke.test');
  });

  const card = async (title: string) => (await timelineCards(phone.page)).filter({ has: phone.page.getByText(title, { exact: true }) }).first();

  it("shows the answers under the question's card, each with its author, oldest first; other cards have none", async () => {
    await phone.page.goto('/');
    const question = await card(QUESTION);
    await question.scrollIntoViewIfNeeded();
    const answers = await visible(question.getByRole('region', { name: T.answers }));
    const items = answers.getByTestId('timeline-card-answer');
    await expect.poll(() => items.count()).toBe(ANSWERS.length);
    for (const [index, { name, text }] of ANSWERS.entries()) {
      await visible(items.nth(index).getByText(name, { exact: true }));
      await visible(items.nth(index).getByText(text));
    }
    // Fits the phone's width: no answer runs past the card.
    const [cardBox, answersBox] = await Promise.all([question.boundingBox(), answers.boundingBox()]);
    expect(answersBox!.x + answersBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width + 0.5);
    await shot(phone.page, '01-card');

    expect(await (await card(NOTE)).getByTestId('timeline-card-answers').count()).toBe(0);
  });

  it("opens the question's page, where its comments are its answers", async () => {
    await phone.page.goto('/');
    await (await card(QUESTION)).getByTestId('timeline-card-link').click();
    await phone.page.waitForURL(/\/entity\/post\/\d+$/);
    await visible(phone.page.getByRole('heading', { level: 1, name: QUESTION }));
    const section = await visible(phone.page.getByRole('region', { name: T.answers }));
    await visible(section.getByRole('heading', { level: 2, name: T.answers }));
    for (const { text } of ANSWERS) await visible(section.getByText(text));
    expect(await phone.page.getByRole('heading', { level: 2, name: T.comments }).count()).toBe(0);
    await shot(phone.page, '02-post-page');
    expect(phone.errors).toEqual([]);
  });
});

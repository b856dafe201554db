import type { Locator, Page } from '@playwright/test';
import enPlayer from '../locales/en/player.json';
import enMedia from '../locales/en/question-media.json';
import viCatalogue from '../locales/vi/catalogue.json';
import viPlayer from '../locales/vi/player.json';
import viMedia from '../locales/vi/question-media.json';
import { expect, test } from './test';

// The seeded "Question types tour": one question (or group) of every family, free for guests.
// 22 items, of which the flashcard deck (between 19 and 20) is not scored, so not numbered.
const SLUG = 'intl-question-types-tour';
const TOTAL = 21;
const FLASHCARDS = viPlayer.play.unscoredTitle;

const question = (page: Page, n: number) => page.getByRole('region', { name: `Câu ${n}`, exact: true });

/** The text in a gap is never cut off: the field is at least as wide as what it holds. */
async function expectWholeText(gap: Locator) {
  const fits = await gap.evaluate((input) => (input as HTMLInputElement).scrollWidth <= input.clientWidth);
  expect(fits, `the gap shows all of “${await gap.inputValue()}”`).toBe(true);
}

/** Option cards hide the native input: the learner clicks the card. */
async function pick(scope: Locator, name: string | RegExp) {
  await scope
    .locator('label')
    .filter({ has: scope.page().getByRole('radio', { name }) })
    .click();
}

async function next(page: Page, n: number) {
  await page.getByRole('button', { name: viPlayer.play.next }).click();
  await expect(question(page, n)).toBeVisible();
}

/** Sort by click-to-place: choose the item that belongs at each position, then the item sitting there. */
async function sortInto(scope: Locator, order: string[]) {
  const list = scope.getByRole('list', { name: viMedia.sort.list });
  for (const [index, text] of order.entries()) {
    const names = await list
      .getByRole('button')
      .evaluateAll((items) => items.map((item) => item.textContent?.trim() ?? ''));
    if (names[index] === text) continue;
    await list
      .getByRole('button')
      .filter({ hasText: new RegExp(`^${text}$`) })
      .click();
    await list.getByRole('button').nth(index).click();
  }
  await expect(scope.getByText(`${viMedia.sort.preview}: ${order.join(' ')}`)).toBeVisible();
}

/**
 * Matching: the option whose text (after "A. ") is the answer. Phones answer in drop-downs; larger
 * screens have the slots only, answered here by pressing the item and then the option.
 */
async function match(scope: Locator, prompt: string, answer: string, isMobile: boolean) {
  const select = scope.getByRole('combobox', { name: `Chọn đáp án cho “${prompt}”` });
  if (!isMobile) {
    await scope.getByRole('button', { name: `Chọn “${prompt}” để nối` }).click();
    await scope.getByRole('button', { name: new RegExp(`^Nối với “[A-Z]\\. ${answer}”$`) }).click();
    await expect(
      scope.getByRole('button', {
        name: new RegExp(`^Đáp án của “${prompt.replace(/[.?]/g, '\\$&')}”: [A-Z]\\. ${answer}$`),
      }),
    ).toBeVisible();
    return;
  }
  const valueOf = () =>
    select.evaluate(
      (element, text) =>
        Array.from((element as HTMLSelectElement).options).find((option) =>
          option.text.replace(/\s+/g, ' ').trim().endsWith(text),
        )?.value ?? null,
      `. ${answer}`,
    );
  await expect.poll(valueOf, { message: `an option for ${answer}` }).not.toBeNull();
  await select.selectOption((await valueOf()) ?? '');
  await expect(select.locator('option:checked')).toHaveText(new RegExp(`${answer}$`));
}

test.describe('question types tour', () => {
  test('a guest shares the tour, opens the encoded link and answers every family, then sees result and review', async ({
    page,
    isMobile,
  }) => {
    test.setTimeout(150_000);
    await page.goto(`/practice-test/${SLUG}`);
    await page.getByRole('button', { name: viCatalogue.detail.share.button }).click();
    const link = await page.getByRole('textbox', { name: viCatalogue.detail.share.link }).inputValue();
    const encoded = link.split('/practice-test/')[1] ?? '';
    expect(encoded).toMatch(/^[A-Za-z0-9_-]{40,}$/);

    // The encoded link opens the same test.
    await page.goto(`/practice-test/${encoded}`);
    await page.getByRole('button', { name: viPlayer.start }).click();
    await page.getByRole('button', { name: viPlayer.check.start, exact: true }).click();
    await expect(page.getByText(`Câu 1/${TOTAL}`)).toBeVisible();

    // 1 MC1, 2 MC2 pictures, 3 MC3 listening
    await pick(question(page, 1), /She doesn't like milk\.$/);
    await next(page, 2);
    await pick(question(page, 2), 'D Tranh D');
    await next(page, 3);
    await pick(question(page, 3), 'C 4:30');
    // 4 TF(/NG), 5 MR, 6 SO
    await next(page, 4);
    await pick(question(page, 4), 'Sai');
    await next(page, 5);
    await question(page, 5).getByText('B mango').click();
    await question(page, 5).getByText('D banana').click();
    await next(page, 6);
    await question(page, 6).getByRole('combobox', { name: 'Câu 6, chỗ trống 1' }).selectOption('went');
    await question(page, 6).getByRole('combobox', { name: 'Câu 6, chỗ trống 2' }).selectOption('watched');
    await question(page, 6).getByRole('combobox', { name: 'Câu 6, chỗ trống 3' }).selectOption('ate');
    // 7 FB1 typed, 8 FB2 word bank (click the word, then the gap), 9 SA, 10 DS
    await next(page, 7);
    await question(page, 7).getByRole('textbox', { name: 'Câu 7, chỗ trống 1' }).fill('likes');
    await question(page, 7).getByRole('textbox', { name: 'Câu 7, chỗ trống 2' }).fill('eating');
    await next(page, 8);
    const q8 = question(page, 8);
    for (const [gap, word] of [
      [1, 'librarian'],
      [2, 'borrow'],
      [3, 'gate'],
    ] as const) {
      await q8.getByRole('button', { name: word, exact: true }).click();
      await q8.getByRole('textbox', { name: `Câu 8, chỗ trống ${gap}` }).click();
      await expect(q8.getByRole('textbox', { name: `Câu 8, chỗ trống ${gap}` })).toHaveValue(word);
      await expectWholeText(q8.getByRole('textbox', { name: `Câu 8, chỗ trống ${gap}` }));
    }
    await next(page, 9);
    await question(page, 9).getByRole('textbox').fill('3');
    await next(page, 10);
    await question(page, 10).getByRole('textbox').fill('I usually walk to school with my best friend.');
    // 11 SL, 12 DD gaps, 13 DD groups, 14 MG
    await next(page, 11);
    await sortInto(question(page, 11), ['We', 'are going to', 'visit', 'our grandparents', 'next weekend.']);
    await next(page, 12);
    const q12 = question(page, 12);
    for (const [gap, word] of [
      [1, 'cinema'],
      [2, 'bakery'],
      [3, 'library'],
    ] as const) {
      await q12.getByRole('button', { name: `Thẻ “${word}”` }).click();
      await q12.getByRole('button', { name: `Chỗ trống ${gap}` }).click();
    }
    // Only the distractor is left in the bank.
    await expect(q12.getByRole('group', { name: viMedia.dragDrop.bank }).getByRole('button')).toHaveText([
      'post office',
    ]);
    await next(page, 13);
    const q13 = question(page, 13);
    for (const [group, word] of [
      ['Food', 'rice'],
      ['Food', 'chicken'],
      ['Food', 'bread'],
      ['Drinks', 'milk'],
      ['Drinks', 'orange juice'],
      ['Drinks', 'water'],
    ] as const) {
      await q13.getByRole('button', { name: `Thẻ “${word}”` }).click();
      await q13.getByRole('button', { name: `Đặt vào Nhóm ${group}` }).click();
    }
    await expect(q13.getByRole('group', { name: 'Nhóm Food' })).toContainText('chicken');
    await next(page, 14);
    await match(question(page, 14), 'You sleep in it at night.', 'a bed', isMobile);
    await match(question(page, 14), 'It tells you the time.', 'a clock', isMobile);
    await match(question(page, 14), 'You can call your friends and take photos with it.', 'a mobile phone', isMobile);
    // 15–16 a listening group (two plays allowed), 17–19 a reading passage with mixed questions.
    // One play goes on across the group's questions: Next and Previous neither stop, rewind nor
    // charge it again.
    await next(page, 15);
    const recording = page.getByRole('group', { name: viPlayer.play.groupAudio });
    const audio = page.locator('audio');
    await recording.getByRole('button', { name: viMedia.audio.play }).click();
    // The server grants the play first (slow on a busy machine).
    await expect(recording.getByText('Còn 1 lượt nghe')).toBeVisible({ timeout: 20_000 });
    await expect(recording.getByRole('button', { name: viMedia.audio.pause })).toBeVisible();
    await expect.poll(() => audio.evaluate((a) => (a as HTMLAudioElement).currentTime)).toBeGreaterThan(0.5);
    await pick(question(page, 15), 'A He has a swimming lesson.');
    await next(page, 16);
    const at16 = await audio.evaluate((a) => (a as HTMLAudioElement).currentTime);
    expect(at16).toBeGreaterThan(0.5);
    await expect(recording.getByRole('button', { name: viMedia.audio.pause })).toBeVisible();
    await expect.poll(() => audio.evaluate((a) => (a as HTMLAudioElement).currentTime)).toBeGreaterThan(at16);
    await pick(question(page, 16), 'Đúng');
    await page.getByRole('button', { name: viPlayer.play.previous }).click();
    await expect(question(page, 15)).toBeVisible();
    await expect(recording.getByRole('button', { name: viMedia.audio.pause })).toBeVisible();
    await expect(recording.getByText('Còn 1 lượt nghe')).toBeVisible();
    await expect(page.getByText(viMedia.audio.limitReached)).toHaveCount(0);
    expect(await audio.evaluate((a) => (a as HTMLAudioElement).currentTime)).toBeGreaterThan(at16);
    await recording.getByRole('button', { name: viMedia.audio.pause }).click();
    await next(page, 16);
    // A reading passage: on a phone the text and the question are two tabs, the text first.
    await page.getByRole('button', { name: viPlayer.play.next }).click();
    if (isMobile) {
      const passageTab = page.getByRole('tab', { name: viPlayer.play.passagePane.passage });
      await expect(passageTab).toHaveAttribute('aria-selected', 'true');
      await page.getByRole('tab', { name: 'Câu 17' }).click();
    }
    await expect(question(page, 17)).toBeVisible();
    await pick(question(page, 17), 'D His aunt');
    await next(page, 18);
    await pick(question(page, 18), 'Không có thông tin');
    await next(page, 19);
    await question(page, 19).getByRole('textbox').fill('in the school hall');
    // Flashcards (not scored: no number, not counted), 20 read aloud (the browser's synthetic
    // microphone), 21 writing
    await page.getByRole('button', { name: viPlayer.play.next }).click();
    const deck = page.getByRole('region', { name: FLASHCARDS, exact: true });
    await expect(deck).toBeVisible();
    // (On phones the navigator, with its summary, is folded away.)
    await expect(page.getByText(`Đã làm 19/${TOTAL} câu`)).toHaveCount(1);
    await deck.getByRole('button', { name: new RegExp(`^${viMedia.flashcards.flip}`) }).click();
    await expect(deck.getByText('Đã xem 1 / 3 thẻ')).toBeVisible();
    await expect(page.getByText(`Đã làm 19/${TOTAL} câu`)).toHaveCount(1);
    await next(page, 20);
    await question(page, 20).getByRole('button', { name: viMedia.recorder.record }).click();
    // A second of speech, counted by the recorder's own clock.
    await expect(question(page, 20).getByText(/^Đang ghi âm… 00:01/)).toBeVisible();
    await question(page, 20).getByRole('button', { name: viMedia.recorder.stop }).click();
    await expect(question(page, 20).getByText(viMedia.recorder.uploaded)).toBeVisible({ timeout: 15_000 });
    await next(page, 21);
    await question(page, 21)
      .getByRole('textbox')
      .fill(
        "Hi Sam, I'm Lan and I'm twelve years old. I live in Da Nang, a beautiful city by the sea. My favourite hobby is badminton because it keeps me fit and I can play with friends. Bye, Lan",
      );
    await expect(question(page, 21).getByText('38 từ')).toBeVisible();

    await page.getByRole('button', { name: viPlayer.play.submit }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(viPlayer.play.confirm.allAnswered);
    await dialog.getByRole('button', { name: viPlayer.play.confirm.submit }).click();

    await expect(page.getByText(viPlayer.result.eyebrow, { exact: true })).toBeVisible();
    await expect(page.getByText(viPlayer.result.scoreLabel).locator('..')).toContainText('10/10');
    // A guest is told how their speaking and writing count, and that no teacher will review them.
    await expect(page.getByText(viPlayer.result.pendingReview.guest_other.replace('{{count}}', '2'))).toBeVisible();

    await page.getByRole('button', { name: viPlayer.result.review }).click();
    await expect(page.getByText(viPlayer.review.eyebrow)).toBeVisible();
    // Review shows the gaps whole too.
    for (const gap of [1, 2, 3])
      await expectWholeText(question(page, 8).getByRole('textbox', { name: `Câu 8, chỗ trống ${gap}` }));
    await page.getByRole('checkbox', { name: viPlayer.review.wrongOnly }).check();
    await expect(page.getByText(viPlayer.review.noneWrong)).toBeVisible();
  });

  test('in English, by keyboard alone: choose, reorder by keyboard drag, place tokens, jump to a question and submit', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'a keyboard journey: the desktop layout');
    const q = (n: number) => page.getByRole('region', { name: `Question ${n}`, exact: true });
    await page.goto(`/en/practice-test/${SLUG}`);
    await page.getByRole('button', { name: enPlayer.start }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(enPlayer.check.tips.keyboard)).toBeVisible();
    await page.getByRole('button', { name: enPlayer.check.start, exact: true }).focus();
    await page.keyboard.press('Enter');

    // An answer list: ↓ moves the focus without choosing, Space chooses; ←/→ change question and
    // never the answer (as the check step's tip says).
    await q(1).getByRole('radio').first().focus();
    await page.keyboard.press('ArrowDown');
    const b = q(1).getByRole('radio', { name: /B She doesn't like milk\.$/ });
    await expect(b).toBeFocused();
    await expect(b).not.toBeChecked();
    await page.keyboard.press('Space');
    await expect(b).toBeChecked();
    await expect(page.getByText(`1 of ${TOTAL} answered`)).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(q(2)).toBeVisible();
    // A click on an option card leaves the focus on its radio: → still goes on, the pick stays.
    await q(2)
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: /Picture B/ }) })
      .click();
    await expect(q(2).getByRole('radio', { name: /Picture B/ })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(q(3)).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(q(1)).toBeVisible();
    await expect(b).toBeChecked();
    await page.keyboard.press('ArrowRight');
    await expect(q(2).getByRole('radio', { name: /Picture B/ })).toBeChecked();
    await expect(q(2).getByRole('radio', { name: /Picture C/ })).not.toBeChecked();
    await expect(page.getByText(`2 of ${TOTAL} answered`)).toBeVisible();

    // Jump through the navigator to the sentence to put in order; Space lifts an item, ↑ moves it, Space drops.
    await page.getByRole('button', { name: /^Question 11: / }).focus();
    await page.keyboard.press('Enter');
    const list = q(11).getByRole('list', { name: enMedia.sort.list });
    // The last item goes to the top, which always changes the order.
    await expect(list.getByRole('button')).toHaveCount(5);
    const items = await list
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((b) => b.textContent?.trim() ?? ''));
    const last = items[items.length - 1] ?? '';
    await list.getByRole('button').last().focus();
    await page.keyboard.press('Space');
    // Each ↑ is awaited by what the screen reader hears (where the lifted item now is), not by a pause.
    const liveRegion = page.locator('[id^="DndLiveRegion"]');
    const lifted = (position: number) =>
      enMedia.sort.dnd.over.replace('{{text}}', last).replace('{{position}}', String(position));
    await expect(liveRegion).toHaveText(lifted(items.length));
    for (let step = 1; step < items.length; step += 1) {
      await page.keyboard.press('ArrowUp');
      await expect(liveRegion).toHaveText(lifted(items.length - step));
    }
    await page.keyboard.press('Space');
    await expect(list.getByRole('button').first()).toHaveText(last);

    // Tokens into gaps: Enter selects a token, Enter on a gap places it.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^Question 12: / }).focus();
    await page.keyboard.press('Enter');
    await q(12).getByRole('button', { name: 'Card “cinema”' }).focus();
    await page.keyboard.press('Enter');
    await q(12).getByRole('button', { name: 'Gap 1' }).focus();
    await page.keyboard.press('Enter');
    await expect(
      q(12).getByRole('group', { name: enMedia.dragDrop.bank }).getByRole('button', { name: 'Card “cinema”' }),
    ).toHaveCount(0);

    await page.getByRole('button', { name: enPlayer.play.submit }).first().focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    // Four answered; the flashcards ask for nothing, so they are never "not answered".
    await expect(dialog).toContainText(`${TOTAL - 4} questions are not answered`);
    await expect(dialog).not.toContainText(enPlayer.play.unscoredTitle);
    await dialog.getByRole('button', { name: enPlayer.play.confirm.submit }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(enPlayer.result.eyebrow, { exact: true })).toBeVisible();
  });
});

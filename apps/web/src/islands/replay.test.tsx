import { act, type ReactElement, useLayoutEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { record, replay, snapshot } from './replay';

/** An island with a field, a box, a list, a button and a form, showing its state. */
function Form() {
  const [q, setQ] = useState('');
  const [agree, setAgree] = useState(false);
  const [lang, setLang] = useState('en');
  const [opened, setOpened] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSent(q);
      }}
    >
      <input aria-label="q" value={q} onChange={(event) => setQ(event.target.value)} />
      <input
        type="checkbox"
        aria-label="agree"
        checked={agree}
        onChange={(event) => setAgree(event.target.checked)}
      />
      <select aria-label="lang" value={lang} onChange={(event) => setLang(event.target.value)}>
        <option value="en">English</option>
        <option value="ar">العربية</option>
      </select>
      <button type="button" onClick={() => setOpened(true)}>
        open
      </button>
      <button type="submit">send</button>
      <output>{JSON.stringify({ q, agree, lang, opened, sent })}</output>
    </form>
  );
}

/** An island that fills its first field itself once live (as from its address); the second is the reader's. */
function Prefilled() {
  const [reference, setReference] = useState('');
  const [email, setEmail] = useState('');
  useLayoutEffect(() => setReference('KT-AB12CD34'), []);
  return (
    <form>
      <input
        aria-label="reference"
        value={reference}
        onChange={(event) => setReference(event.target.value)}
      />
      <input aria-label="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <output>{JSON.stringify({ reference, email })}</output>
    </form>
  );
}

const state = (holder: Element) => JSON.parse(holder.querySelector('output')?.textContent ?? '{}');
const byLabel = <E extends Element>(holder: Element, label: string) =>
  holder.querySelector(`[aria-label="${label}"]`) as E;

function typeNatively(input: HTMLInputElement, text: string) {
  input.focus();
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** A holder in the page with the island as the server rendered it. */
function serverRendered(island: ReactElement): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = renderToString(island);
  document.body.append(holder);
  return holder;
}

async function hydrateNow(holder: HTMLElement, island: ReactElement = <Form />) {
  await act(async () => {
    hydrateRoot(holder, island);
  });
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('what a reader does before an island is alive', () => {
  it('is given to the live island: text typed, a box ticked, an option chosen, a button and the form', async () => {
    const holder = serverRendered(<Form />);
    const recorder = record(holder);
    let submittedNatively = false;
    holder.querySelector('form')?.addEventListener('submit', () => {
      submittedNatively = true;
    });

    typeNatively(byLabel<HTMLInputElement>(holder, 'q'), 'Uzungöl gölü');
    byLabel<HTMLInputElement>(holder, 'agree').click();
    const select = byLabel<HTMLSelectElement>(holder, 'lang');
    select.value = 'ar';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    (holder.querySelector('button[type="button"]') as HTMLButtonElement).click();
    (holder.querySelector('button[type="submit"]') as HTMLButtonElement).click();
    // Held: the form did not leave as a plain GET before the island could send it.
    expect(submittedNatively).toBe(false);

    const states = snapshot(holder);
    await hydrateNow(holder);
    await act(async () => replay(states, recorder.stop()));

    expect(state(holder)).toEqual({
      q: 'Uzungöl gölü',
      agree: true,
      lang: 'ar',
      opened: true,
      sent: 'Uzungöl gölü',
    });
  });

  it('changes nothing when the reader did nothing', async () => {
    const holder = serverRendered(<Form />);
    const recorder = record(holder);
    const states = snapshot(holder);
    await hydrateNow(holder);
    await act(async () => replay(states, recorder.stop()));
    expect(state(holder)).toEqual({ q: '', agree: false, lang: 'en', opened: false, sent: null });
  });

  it('leaves what the island fills itself once live, and gives back only what the reader typed', async () => {
    const holder = serverRendered(<Prefilled />);
    const recorder = record(holder);
    typeNatively(byLabel<HTMLInputElement>(holder, 'email'), 'zeynep@example.com');
    const states = snapshot(holder);
    await hydrateNow(holder, <Prefilled />);
    await act(async () => replay(states, recorder.stop()));
    expect(state(holder)).toEqual({ reference: 'KT-AB12CD34', email: 'zeynep@example.com' });
  });

  it('once alive, stops holding: a click goes straight to the island', async () => {
    const holder = serverRendered(<Form />);
    const recorder = record(holder);
    const states = snapshot(holder);
    await hydrateNow(holder);
    await act(async () => replay(states, recorder.stop()));
    await act(async () => (holder.querySelector('button[type="button"]') as HTMLButtonElement).click());
    expect(state(holder).opened).toBe(true);
  });
});

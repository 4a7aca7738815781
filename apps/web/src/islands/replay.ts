/**
 * What a reader does inside an island before it is alive is not lost: a click on a control and a
 * form sent are held and done again once it is; text typed, boxes ticked and options chosen are
 * given back to the live controls. Links and text fields work natively meanwhile.
 */

/** Controls whose click is held (not links, not boxes: those do their own thing natively). */
const HELD_CLICK =
  'button, [role="button"], [role="tab"], [role="switch"], [role="combobox"], [aria-haspopup], input:not([type="checkbox"]):not([type="radio"])';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface Held {
  clicks: HTMLElement[];
  submit: { form: HTMLFormElement; submitter: HTMLElement | null } | null;
}

export interface Recorder {
  /** Stops holding and returns what was held. */
  stop(): Held;
}

export function record(holder: Element): Recorder {
  const held: Held = { clicks: [], submit: null };
  const onClick = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(HELD_CLICK) : null;
    if (!target || !holder.contains(target)) return;
    // A text field keeps its own click (focus, caret); it is told of it again once alive.
    if (!(target instanceof HTMLInputElement && !['submit', 'button', 'image'].includes(target.type))) {
      event.preventDefault();
    }
    held.clicks.push(target);
  };
  const onSubmit = (event: Event) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    held.submit = { form: event.target, submitter: (event as SubmitEvent).submitter ?? null };
  };
  holder.addEventListener('click', onClick, true);
  holder.addEventListener('submit', onSubmit, true);
  return {
    stop() {
      holder.removeEventListener('click', onClick, true);
      holder.removeEventListener('submit', onSubmit, true);
      return held;
    },
  };
}

interface ControlState {
  value: string;
  checked: boolean;
}

/** Whether the reader changed the control from what the server rendered. */
function changedByReader(control: Control): boolean {
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
    return control.checked !== control.defaultChecked;
  }
  if (control instanceof HTMLSelectElement) {
    return [...control.options].some((option) => option.selected !== option.defaultSelected);
  }
  return control.type !== 'file' && control.value !== control.defaultValue;
}

/**
 * The controls the reader changed, as they left them, just before React takes them over. Only
 * those: a control the island sets itself once live (a value taken from the address) keeps it.
 */
export function snapshot(holder: Element): Map<Control, ControlState> {
  const states = new Map<Control, ControlState>();
  for (const control of holder.querySelectorAll<Control>('input, textarea, select')) {
    if (!changedByReader(control)) continue;
    states.set(control, {
      value: control.value,
      checked: control instanceof HTMLInputElement && control.checked,
    });
  }
  return states;
}

function setNativeValue(control: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype =
    control instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  // React notices a change by comparing with the value it last saw: it is told the rendered one,
  // then the element is given the reader's behind its back, and the input event reports it.
  control.value = control.defaultValue;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Gives the live controls what the reader had done, as if done now, then the held clicks and form. */
export function replay(states: Map<Control, ControlState>, held: Held): void {
  for (const [control, before] of states) {
    if (!control.isConnected) continue;
    if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
      if (control.checked !== before.checked) control.click();
    } else if (control instanceof HTMLSelectElement) {
      if (control.value !== before.value) {
        control.value = before.value;
        control.dispatchEvent(new Event('change', { bubbles: true }));
      }
    } else if (before.value !== control.defaultValue) {
      // Compared with what React rendered: hydration may leave the reader's text in the element.
      setNativeValue(control, before.value);
    }
  }
  for (const target of held.clicks) if (target.isConnected) target.click();
  if (held.submit?.form.isConnected) {
    const { form, submitter } = held.submit;
    form.requestSubmit(
      submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : null,
    );
  }
}

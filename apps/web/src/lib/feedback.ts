import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI as ModalApi } from 'antd/es/modal/useModal';

/**
 * A bridge from code outside React (the API client) to antd's App context, which the
 * providers bind once mounted. Dialogs form one global queue: a dialog shows the first item
 * and the next appears when it is closed (spec 001 §2), so a burst of errors is one at a time.
 */
type Item = { kind: 'error' | 'warning'; title: string; content: string };

let messageApi: MessageInstance | null = null;
let modalApi: ModalApi | null = null;
const queue: Item[] = [];
let showing = false;
const recentToasts = new Map<string, number>();

export function bindFeedback(message: MessageInstance, modal: ModalApi) {
  messageApi = message;
  modalApi = modal;
  showNext();
}

/** The same text twice within 2 s (parallel calls failing together) is shown once. */
function once(text: string) {
  const now = Date.now();
  const last = recentToasts.get(text);
  recentToasts.set(text, now);
  return last === undefined || now - last > 2000;
}

/** Short messages, 150 px from the top for 2 s (set on the App provider, spec 000 §9). */
export const toast = {
  error: (text: string) => {
    if (once(text)) void messageApi?.error(text);
  },
  warning: (text: string) => {
    if (once(text)) void messageApi?.warning(text);
  },
  success: (text: string) => void messageApi?.success(text),
  info: (text: string) => void messageApi?.info(text),
};

function showNext() {
  const item = queue[0];
  if (!item || !modalApi || showing) return;
  showing = true;
  const close = () => {
    queue.shift();
    showing = false;
    showNext();
  };
  modalApi[item.kind]({ title: item.title, content: item.content, onOk: close, onCancel: close });
}

/** Pushes a message into the global queue; an identical waiting message is not queued twice. */
export function pushAlert(content: string, title: string, kind: Item['kind'] = 'error') {
  if (queue.some((q) => q.content === content)) return;
  queue.push({ kind, title, content });
  showNext();
}

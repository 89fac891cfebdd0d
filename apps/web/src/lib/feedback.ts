import type { MessageInstance } from 'antd/es/message/interface';
import type { ModalStaticFunctions } from 'antd/es/modal/confirm';

/**
 * A bridge from non-React code (the API client) to antd's message and modal, filled by the
 * App component once mounted. Alerts queue: one dialog at a time, the first item first.
 */
let messageApi: MessageInstance | null = null;
let modalApi: Omit<ModalStaticFunctions, 'warn'> | null = null;
const queue: { title: string; content: string; kind: 'error' | 'info' }[] = [];
let showing = false;

export function bindFeedback(message: MessageInstance, modal: Omit<ModalStaticFunctions, 'warn'>) {
  messageApi = message;
  modalApi = modal;
}

export const toast = {
  error: (text: string) => (messageApi ? void messageApi.error(text) : console.error(text)),
  success: (text: string) => (messageApi ? void messageApi.success(text) : console.info(text)),
};

function next() {
  const item = queue[0];
  if (!item || !modalApi || showing) return;
  showing = true;
  modalApi[item.kind]({
    title: item.title,
    content: item.content,
    onOk: () => {
      queue.shift();
      showing = false;
      next();
    },
  });
}

/** Pushes a message into the global queue; the dialog shows the first item (spec 001 §2). */
export function pushAlert(title: string, content: string, kind: 'error' | 'info' = 'error') {
  if (queue.some((q) => q.content === content)) return;
  queue.push({ title, content, kind });
  next();
}

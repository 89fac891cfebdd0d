import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, Button } from 'antd';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmButton } from './confirm-button';
import { useConfirm } from './use-confirm';

afterEach(cleanup);

/** A page that asks through the hook before it acts, and says what it was told. */
function Asking({ act }: { act: () => void }) {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('');
  return (
    <>
      <Button
        onClick={async () => {
          const ok = await confirm.ask({ title: 'Delete the scan?', consequence: 'It cannot be restored.', okText: 'Delete' });
          setAnswer(String(ok));
          if (ok) act();
        }}
      >
        Remove
      </Button>
      <output>{answer}</output>
      {confirm.holder}
    </>
  );
}

describe('the one confirm guard (decision 0071)', () => {
  it('ConfirmButton acts only on the second click, after showing the consequence in words', async () => {
    const act = vi.fn(async () => undefined);
    render(
      <App>
        <ConfirmButton confirmTitle="Release for good?" consequence="The original never comes back." onConfirm={act}>
          Release
        </ConfirmButton>
      </App>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Release' }));
    expect(await screen.findByText('The original never comes back.')).toBeTruthy();
    expect(act).not.toHaveBeenCalled();
    const dialog = screen.getByRole('dialog');
    fireEvent.click(dialog.querySelector('.ant-btn-dangerous') as HTMLElement);
    await waitFor(() => expect(act).toHaveBeenCalledTimes(1));
  });

  it('useConfirm answers false on cancel and true on OK', async () => {
    const act = vi.fn();
    render(
      <App>
        <Asking act={act} />
      </App>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('It cannot be restored.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /取\s*消|Cancel/ }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('false'));
    expect(act).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('true'));
    expect(act).toHaveBeenCalledTimes(1);
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification, testDataProvider, type DataProvider } from 'react-admin';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadFeatureMessages } from '../providers/i18nProvider';
import { renderWithAdmin, signIn } from '../test/renderWithAdmin';
import DocumentAction from './DocumentAction';

beforeAll(() => loadFeatureMessages('documents'));
afterEach(() => {
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

/** A data provider whose `documents` answers are given in turn (the last one repeats). */
function renderButton(answers: (object | Error)[], props: Partial<Parameters<typeof DocumentAction>[0]> = {}) {
  signIn('business_owner');
  let call = 0;
  const getOne = vi.fn(async () => {
    const answer = answers[Math.min(call++, answers.length - 1)];
    if (answer instanceof Error) throw answer;
    return { data: answer };
  });
  renderWithAdmin(
    <>
      <DocumentAction kind="team" path="/documents/team/t1" {...props} />
      <Notification />
    </>,
    { dataProvider: testDataProvider({ getOne } as unknown as Partial<DataProvider>) },
  );
  return getOne;
}

describe('the download dialog', () => {
  it('asks with the chosen paper and language, polls while the worker makes the pack, then saves the PDF and remembers the paper', async () => {
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:pdf'), revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const getOne = renderButton([
      { id: '/documents/team/t1', state: 'rendering', parts: 1, total: 3 },
      {
        id: '/documents/team/t1',
        state: 'ready',
        blob: new Blob(['%PDF-']),
        file_name: 'team-pack-squad-2026-11-27.pdf',
      },
    ]);
    await userEvent.click(screen.getByTestId('document-open-team'));
    expect(screen.getByRole('dialog', { name: 'Download the team pack' })).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('US Letter'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Language of the document' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Română' }));
    await userEvent.click(screen.getByTestId('document-download'));
    await screen.findByText('1 of 3 parts ready');
    await waitFor(() => expect(saved).toEqual(['team-pack-squad-2026-11-27.pdf']), { timeout: 3000 });
    expect(getOne).toHaveBeenCalledWith(
      'documents',
      expect.objectContaining({
        id: '/documents/team/t1',
        meta: expect.objectContaining({ paper: 'letter', locale: 'ro' }),
      }),
    );
    await screen.findByText('Your PDF is downloading');
    expect(window.localStorage.getItem('dth_document_paper')).toBe('letter');
    click.mockRestore();
  });

  it('shows the server’s refusal in the reader’s words, and an icon button names whose CV it is', async () => {
    const refused = Object.assign(new Error('refused'), {
      status: 403,
      body: { error: { code: 'forbidden', message: 'x', message_code: 'documents.asOfAdminOnly' } },
    });
    renderButton([refused], { kind: 'cv', path: '/documents/cv/s1', rowOf: 'Ioana Ștefănescu' });
    await userEvent.click(screen.getByRole('button', { name: 'Download the CV of Ioana Ștefănescu' }));
    await userEvent.click(screen.getByTestId('document-download'));
    expect(await screen.findByTestId('document-error')).toHaveTextContent(
      'Only admins can download a CV as it was at an earlier moment',
    );
  });
});

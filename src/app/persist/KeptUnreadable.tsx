import { useEffect, useRef, useState } from 'react';
import type { TableChoice } from '../../domain/choice';
import type { InvoiceClient } from '../data/client';
import type { Unreadable } from '../data/lifecycle';
import { downloadSetAside } from './downloadSetAside';

/** What starting again makes: the same kind of table that could not be read, new. */
function startAgain(question: Unreadable): { label: string; choice: TableChoice } {
  return question.choice.kind === 'own'
    ? { label: 'Start again with no bills', choice: { kind: 'own' } }
    : { label: 'Start again with sample bills', choice: question.choice };
}

/**
 * The kept table could not be read, nor the copy before it (keeper.ts): nothing has been made in
 * its place. Says what was found and what starting again does, and asks: download the unreadable
 * copy (kept aside), start again, or Reload. Only a choice makes a new table.
 */
export function KeptUnreadable(props: {
  client: InvoiceClient;
  question: Unreadable;
  onChoose: (choice: TableChoice) => void;
}) {
  const { client, question, onChoose } = props;
  const [downloadProblem, setDownloadProblem] = useState<string | null>(null);
  // Focus starts on what changes nothing: the download, else Reload.
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  const again = startAgain(question);
  const title =
    question.choice.kind === 'own'
      ? 'Your saved bills could not be read'
      : 'Your saved sample table could not be read';
  return (
    <main className="app app-message">
      <h1>Invoices</h1>
      <section
        role="alertdialog"
        aria-labelledby="kept-unreadable-title"
        aria-describedby="kept-unreadable-text"
        className="failure-notice"
      >
        <h2 id="kept-unreadable-title">{title}</h2>
        <p id="kept-unreadable-text">{question.problem}</p>
        <div className="failure-choices">
          {question.setAside && (
            <button
              type="button"
              ref={first}
              onClick={() => void downloadSetAside(client, 'unreadable', setDownloadProblem)}
            >
              Download the unreadable copy
            </button>
          )}
          <button type="button" onClick={() => onChoose(again.choice)}>
            {again.label}
          </button>
          <button
            type="button"
            ref={question.setAside ? undefined : first}
            onClick={() => window.location.reload()}
          >
            Reload
          </button>
        </div>
        {downloadProblem && <p role="alert">{downloadProblem}</p>}
      </section>
    </main>
  );
}

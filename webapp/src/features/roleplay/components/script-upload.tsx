import { useId, useRef, useState, type ChangeEvent } from 'react';

import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { cn } from '@/lib/cn';
import { local } from '@/lib/storage';
import { getActiveScripts } from '@/lib/tips-storage';

import { MAX_SCRIPT_CHARS } from '../lib/scenarios';
import { EMPTY_SCRIPT_MESSAGE, readScriptFile, ScriptFileError, SCRIPT_MESSAGES } from '../lib/script-file';

/** A saved script, cleared on sign-out like other per-user data. */
export const SCRIPT_STORAGE_KEY = 'roleplay_user_script';

const words = (text: string) => (text.trim() === '' ? 0 : text.trim().split(/\s+/).length);

type Props = { value: string; onChange: (value: string) => void };

/** Upload a PDF or .txt script, or paste it; the buyer knows its key points and may hold you to them. */
export function ScriptUpload({ value, onChange }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState(false);
  const [note, setNote] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  // Scripts activated on the tips page, read once per setup.
  const [activeScripts] = useState(getActiveScripts);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setNote(null);
    setReading(true);
    try {
      const { text, truncated } = await readScriptFile(file);
      onChange(text);
      setNote({
        tone: 'ok',
        text: `Loaded “${file.name}”: ${words(text).toLocaleString()} words.${truncated ? ` Only the first ${MAX_SCRIPT_CHARS.toLocaleString()} characters were kept.` : ''}`,
      });
    } catch (error) {
      const message = error instanceof ScriptFileError ? error : SCRIPT_MESSAGES.pdfFailed;
      toast({ title: message.title, description: message.description, variant: 'destructive' });
      setNote({ tone: 'error', text: `${message.title}: ${message.description}` });
    } finally {
      setReading(false);
    }
  };

  const save = () => {
    if (value.trim() === '') {
      setNote({ tone: 'error', text: EMPTY_SCRIPT_MESSAGE });
      return;
    }
    local.set(SCRIPT_STORAGE_KEY, value);
    setNote({ tone: 'ok', text: 'Script saved on this device for your next role-play.' });
  };

  const clear = () => {
    onChange('');
    local.remove(SCRIPT_STORAGE_KEY);
    setNote(null);
  };

  return (
    <div>
      <div className="flex flex-wrap items-center gap-2">
        <input ref={input} id={`${id}-file`} type="file" accept=".pdf,.txt,application/pdf,text/plain" className="sr-only" onChange={(e) => void onFile(e)} data-testid="script-file" />
        <Button variant="outline" size="sm" disabled={reading} onClick={() => input.current?.click()}>
          {reading ? 'Reading file…' : 'Upload PDF or .txt'}
        </Button>
        <span className="text-xs text-muted-foreground">or paste it below</span>
      </div>
      {activeScripts.length > 0 && (
        <div className="mt-3" role="group" aria-label="Active scripts from Tips">
          <p className="mb-1 text-xs text-muted-foreground">Your active scripts from Tips &amp; Scripts:</p>
          <div className="flex flex-wrap gap-2">
            {activeScripts.map((s) => (
              <Button
                key={s.id}
                variant="outline"
                size="sm"
                onClick={() => {
                  onChange(s.script.slice(0, MAX_SCRIPT_CHARS));
                  setNote({ tone: 'ok', text: `Using the active script “${s.title}”.` });
                }}
              >
                Use “{s.title}”
              </Button>
            ))}
          </div>
        </div>
      )}
      <label htmlFor={`${id}-text`} className="mt-3 mb-1 block text-sm font-medium">
        Your script
      </label>
      <textarea
        id={`${id}-text`}
        rows={5}
        value={value}
        maxLength={MAX_SCRIPT_CHARS}
        onChange={(e) => {
          onChange(e.target.value);
          if (note?.tone === 'error') setNote(null);
        }}
        placeholder="Optional: the talk track you want to practise. The buyer picks up its key claims and may ask you to back them up."
        className={cn(inputClasses, 'resize-y')}
      />
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <p
          role={note?.tone === 'error' ? 'alert' : 'status'}
          className={cn('text-xs', note?.tone === 'error' ? 'text-red-700 dark:text-red-400' : 'text-muted-foreground')}
        >
          {note?.text ?? (value.trim() ? `${words(value).toLocaleString()} words` : '')}
        </p>
        <div className="flex gap-2">
          {value !== '' && (
            <Button variant="ghost" size="sm" onClick={clear}>
              Clear
            </Button>
          )}
          <Button variant="secondary" size="sm" onClick={save}>
            Save Script
          </Button>
        </div>
      </div>
    </div>
  );
}

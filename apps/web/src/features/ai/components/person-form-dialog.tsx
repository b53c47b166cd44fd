import type { Person, PersonBodyInput } from '@myeolgong/contract/ai';
import { personCategories, personFactLabels } from '@myeolgong/contract/ai-wire';
import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { inputClass, SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/http';
import * as ko from '../../../lib/i18n/ko';
import { showToast } from '../../../lib/toast';
import { useSavePerson } from '../api/save-person';

const t = ko.people;

interface FactRow {
  key: number;
  label: string;
  value: string;
  source: string;
}

let nextKey = 1;
const list = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
const orNull = (text: string) => (text.trim() ? text.trim() : null);

/** Adds a person (person null) or edits one: names, what they are, summary, facts with sources. */
export function PersonFormDialog({
  person,
  onClose,
}: {
  person: Person | null;
  onClose: () => void;
}) {
  const id = useId();
  const save = useSavePerson();
  const [v, setV] = useState({
    slug: person?.slug ?? '',
    name: person?.name ?? '',
    descriptor: person?.descriptor ?? '',
    category: person?.category ?? '',
    roles: person?.roles.join(', ') ?? '',
    aliases: person?.aliases.join(', ') ?? '',
    romanized: person?.romanized ?? '',
    hanja: person?.hanja ?? '',
    born: person?.born ?? '',
    died: person?.died ?? '',
    summary: person?.summary ?? '',
    summarySource: person?.summarySource ?? '',
    stockCodes: person?.stockCodes.join(', ') ?? '',
    asOf: person?.asOf ?? new Date().toISOString().slice(0, 10),
  });
  const [facts, setFacts] = useState<FactRow[]>(
    person?.facts.map((f) => ({ key: nextKey++, ...f })) ?? [
      { key: nextKey++, label: '분야', value: '', source: '' },
    ],
  );
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const set = (key: keyof typeof v) => (value: string) =>
    setV((current) => ({ ...current, [key]: value }));
  const setFact = (key: number, change: Partial<FactRow>) =>
    setFacts((rows) => rows.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setFields({});
    const body: PersonBodyInput = {
      ...(v.slug.trim() ? { slug: v.slug.trim() } : {}),
      name: v.name,
      descriptor: v.descriptor,
      category: (v.category || null) as PersonBodyInput['category'],
      roles: list(v.roles),
      aliases: list(v.aliases),
      romanized: orNull(v.romanized),
      hanja: orNull(v.hanja),
      born: orNull(v.born),
      died: orNull(v.died),
      summary: v.summary,
      summarySource: orNull(v.summarySource),
      facts: facts
        .filter((f) => f.value.trim() || f.source.trim())
        .map((f) => ({
          label: f.label as (typeof personFactLabels)[number],
          value: f.value,
          source: f.source.trim(),
        })),
      stockCodes: list(v.stockCodes),
      asOf: orNull(v.asOf),
      links: person?.links ?? [],
    };
    save.mutate(
      { id: person?.id ?? null, body },
      {
        onSuccess: () => {
          showToast(person ? t.saved : t.created);
          onClose();
        },
        onError: (failure) => {
          if (failure instanceof ApiError) {
            setFields(failure.fields ?? {});
            setError(failure.message);
          } else setError(ko.errors.unknown);
        },
      },
    );
  };

  const field = (
    key: keyof typeof v,
    label: string,
    extra: { hint?: string; required?: boolean } = {},
  ) => (
    <TextField
      id={`${id}-${key}`}
      label={label}
      hint={extra.hint}
      required={extra.required}
      value={v[key]}
      error={fields[key]}
      onChange={(event) => set(key)(event.target.value)}
    />
  );

  return (
    <Dialog
      open
      onOpenChange={(next) => !next && !save.isPending && onClose()}
      title={person ? t.formEdit : t.formNew}
      className="md:max-w-2xl"
    >
      <form className="flex flex-col gap-4" onSubmit={onSubmit}>
        <div className="grid gap-4 sm:grid-cols-2">
          {field('name', t.name, { required: true })}
          {field('descriptor', t.descriptor, { hint: t.descriptorHint })}
          <SelectField
            id={`${id}-category`}
            label={t.category}
            value={v.category}
            error={fields.category}
            onChange={(event) => set('category')(event.target.value)}
          >
            <option value="">{t.categoryNone}</option>
            {personCategories.map((c) => (
              <option key={c} value={c}>
                {t.categories[c]}
              </option>
            ))}
          </SelectField>
          {field('roles', t.roles, { hint: t.rolesHint })}
          {field('aliases', t.aliases, { hint: t.aliasesHint })}
          {field('romanized', t.romanized)}
          {field('hanja', t.hanja)}
          {field('slug', t.slug, { hint: t.slugHint })}
          {field('born', t.born, { hint: t.dateHint })}
          {field('died', t.died, { hint: t.dateHint })}
        </div>
        <TextAreaField
          id={`${id}-summary`}
          label={t.summary}
          required
          rows={3}
          className="min-h-20"
          value={v.summary}
          error={fields.summary}
          onChange={(event) => set('summary')(event.target.value)}
        />
        {field('summarySource', t.summarySource)}
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">{t.factsLabel}</legend>
          {facts.map((fact, index) => (
            <div
              key={fact.key}
              className="grid gap-2 rounded-lg border border-line p-2 sm:grid-cols-[7rem_1fr_1fr_auto]"
            >
              <select
                aria-label={`${t.factLabel} ${index + 1}`}
                className={`${inputClass} h-10`}
                value={fact.label}
                onChange={(event) => setFact(fact.key, { label: event.target.value })}
              >
                {personFactLabels.map((label) => (
                  <option key={label} value={label}>
                    {label}
                  </option>
                ))}
              </select>
              <input
                aria-label={`${t.factValue} ${index + 1}`}
                className={`${inputClass} h-10`}
                value={fact.value}
                aria-invalid={fields[`facts.${index}.value`] ? true : undefined}
                onChange={(event) => setFact(fact.key, { value: event.target.value })}
              />
              <input
                aria-label={`${t.factSource} ${index + 1}`}
                placeholder="https://"
                inputMode="url"
                className={`${inputClass} h-10`}
                value={fact.source}
                aria-invalid={fields[`facts.${index}.source`] ? true : undefined}
                onChange={(event) => setFact(fact.key, { source: event.target.value })}
              />
              <Button
                size="sm"
                aria-label={t.removeFact}
                onClick={() => setFacts((rows) => rows.filter((row) => row.key !== fact.key))}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </div>
          ))}
          <Button
            size="sm"
            className="self-start"
            onClick={() =>
              setFacts((rows) => [
                ...rows,
                { key: nextKey++, label: '대표 업적', value: '', source: '' },
              ])
            }
          >
            <Plus aria-hidden="true" className="size-4" />
            {t.addFact}
          </Button>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          {field('stockCodes', t.stockCodes, { hint: t.stockCodesHint })}
          {field('asOf', t.asOf)}
        </div>
        {error && (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button onClick={onClose} disabled={save.isPending}>
            {t.cancel}
          </Button>
          <Button type="submit" variant="primary" disabled={save.isPending}>
            {save.isPending ? t.working : person ? t.save : t.create}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

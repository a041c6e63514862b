// One child's month on /mentor: the "what comes next" line and the projects (title and https
// link) that go into the report on the 1st, saved through /api/progress with the same checks
// the function makes.
import { useId, useState, type SubmitEvent } from 'react';
import { LINE_MAX, PROJECTS_MAX, PROJECT_TITLE_MAX } from '../../domain/progress/limits';
import { words as progressWords } from '../../i18n/en/console/progress';
import { readProgressRequest } from '../../domain/progress/request';
import { monthName, type Month } from '../../domain/progress/month';
import type { Project } from '../../domain/progress/report';
import { saveLine, type ShownLine } from '../../services/progress';

interface Props {
  enrollmentId: string;
  childFirstName: string;
  courseName: string;
  month: Month;
  saved: ShownLine | undefined;
}

export default function MonthLine({ enrollmentId, childFirstName, courseName, month, saved }: Props) {
  const id = useId();
  const [line, setLine] = useState(saved?.line ?? '');
  const [projects, setProjects] = useState<Project[]>(saved?.projects ?? []);
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  const edit = (index: number, field: keyof Project, value: string) =>
    setProjects((list) => list.map((p, i) => (i === index ? { ...p, [field]: value } : p)));

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    const request = { action: 'line', enrollmentId, month, line, projects };
    const checked = readProgressRequest(request, progressWords);
    if (!checked.ok) return setSaid({ ok: false, text: checked.body.message });
    setSaving(true);
    const answer = await saveLine({ enrollmentId, month, line, projects });
    setSaving(false);
    setSaid({ ok: answer.ok, text: answer.message });
  };

  return (
    <li className="card p-4" data-month-line={enrollmentId}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <p className="font-bold">
          {childFirstName}, {courseName}: {monthName(month)}
        </p>
        <label className="mt-2 block text-sm font-semibold" htmlFor={`${id}-line`}>
          What comes next for {childFirstName}
        </label>
        <textarea
          id={`${id}-line`}
          className="mt-1 block w-full rounded-lg border border-brand-200 p-2 text-base"
          rows={2}
          maxLength={LINE_MAX}
          value={line}
          onChange={(e) => setLine(e.target.value)}
        />
        {projects.map((p, i) => (
          <fieldset key={i} className="mt-2 rounded-lg border border-brand-100 p-2">
            <legend className="px-1 text-sm font-semibold">Project {i + 1}</legend>
            <label className="block text-sm" htmlFor={`${id}-title-${i}`}>
              Title
            </label>
            <input
              id={`${id}-title-${i}`}
              className="mt-1 block min-h-11 w-full rounded-lg border border-brand-200 px-2 text-base"
              maxLength={PROJECT_TITLE_MAX}
              value={p.title}
              onChange={(e) => edit(i, 'title', e.target.value)}
            />
            <label className="mt-1 block text-sm" htmlFor={`${id}-url-${i}`}>
              Link (https://…)
            </label>
            <input
              id={`${id}-url-${i}`}
              type="url"
              inputMode="url"
              className="mt-1 block min-h-11 w-full rounded-lg border border-brand-200 px-2 text-base"
              value={p.url}
              onChange={(e) => edit(i, 'url', e.target.value)}
            />
            <button
              type="button"
              className="btn btn-ghost mt-1 min-h-11 px-3 py-1 text-sm"
              onClick={() => setProjects((list) => list.filter((_, j) => j !== i))}
            >
              Remove project {i + 1}
            </button>
          </fieldset>
        ))}
        {projects.length < PROJECTS_MAX && (
          <button
            type="button"
            className="btn btn-ghost mt-2 min-h-11 px-3 py-1 text-sm"
            onClick={() => setProjects((list) => [...list, { title: '', url: '' }])}
          >
            Attach a project<span className="sr-only"> for {childFirstName}</span>
          </button>
        )}
        <p role="status" className={said?.ok ? 'mt-1 text-sm font-semibold' : ''}>
          {said?.ok ? said.text : ''}
        </p>
        <p role="alert" className={said && !said.ok ? 'mt-1 text-sm font-semibold text-red-800' : ''}>
          {said && !said.ok ? said.text : ''}
        </p>
        <button type="submit" className="btn btn-primary mt-2 min-h-11 px-4 py-2 text-sm" disabled={saving}>
          {saving ? 'Saving…' : `Save ${childFirstName}'s month`}
        </button>
      </form>
    </li>
  );
}

import { Checkbox, type FormApi } from '@exceed/design-system';
import type { JobPostingValues } from './job-posting-values.ts';

export interface ChoiceGroupProps {
  form: FormApi<JobPostingValues>;
  /** The list's path in the form and in the API's error bag (`categories`). */
  path: 'workplaceTypes' | 'industries' | 'categories' | 'recruiterIds';
  legend: string;
  description?: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}

/**
 * A list field as a group of checkboxes (workplace types, industries, categories, recruiters). The list's
 * error ("Cannot select more than 3 categories") is said under the group; when nothing else is wrong
 * the form says it above its fields already, so it is said once.
 */
export function ChoiceGroup({ form, path, legend, description, options }: ChoiceGroupProps) {
  const chosen = form.values[path];
  const error = form.errors[path] !== form.formError ? form.errors[path] : undefined;
  const toggle = (value: string, on: boolean) =>
    form.setValue(path, on ? [...chosen, value] : chosen.filter((item) => item !== value));
  return (
    <fieldset className="jobs-choices">
      <legend>{legend}</legend>
      {description ? <p className="jobs-muted">{description}</p> : null}
      <div className="jobs-choices__options">
        {options.map((option) => (
          <Checkbox
            key={option.value}
            label={option.label}
            checked={chosen.includes(option.value)}
            onCheckedChange={(checked) => toggle(option.value, checked === true)}
          />
        ))}
      </div>
      {error ? (
        <p role="alert" className="jobs-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

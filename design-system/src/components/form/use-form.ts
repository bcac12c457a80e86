import type { ErrorBag } from '@exceed/contract';
import {
  type ChangeEvent,
  type FormEvent,
  type RefObject,
  useEffect,
  useId,
  useLayoutEffect,
  useReducer,
  useRef,
} from 'react';
import { changes, type DeepPartial, getPath, isEqual, setPath } from './form-values.ts';

/** The bag key of form-level errors (the contract's `ROOT_ERROR_KEY`). */
export const FORM_ROOT_ERROR_KEY = 'root';

export interface UseFormOptions<T> {
  /** The values the form starts from (read on the first render; `reset(values)` replaces them later). */
  initialValues: T;
  /** The client-side check, usually the contract's AJV validator turned into a bag; `{}` when valid. */
  validate?: (values: T) => ErrorBag;
  /**
   * Saves the values. Returning, resolving to, or throwing an error bag (or an error with an `errors` bag,
   * like the API client's `ApiError` on a 422) shows it on the fields as a failed save. Other thrown errors
   * are rethrown. After a save without errors the saved values become the new initial values (clean form).
   */
  onSubmit: (values: T, form: FormApi<T>) => unknown;
  /** The bag key shown above the fields instead of on one; `root` by default. */
  rootErrorKey?: string;
}

/** Props `register(path)` gives a control: spread them onto `Input`, `Textarea`, `Select`, `PhoneInput`. */
export interface FieldRegistration<V = string> {
  /** A stable id derived from the path. */
  id: string;
  /** The path, so native forms and `form.elements` know the field. */
  name: string;
  /** The current value (`''` for a missing one, so inputs stay controlled). */
  value: V;
  /** Takes a change event (reads `value`, or `checked` of a checkbox) or the new value itself. */
  onChange: (
    valueOrEvent: V | ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
  ) => void;
  /** Validates the field and shows its error from then on. */
  onBlur: () => void;
  /** The first message of the field, when it shows one. */
  error: string | undefined;
}

export interface FormApi<T> {
  values: T;
  /** The first message of every field that shows an error, by path. */
  errors: Readonly<Record<string, string>>;
  /** The form-level message (the root key), shown above the fields by `Form`. */
  formError: string | undefined;
  /** Whether the values differ from the initial ones (Save stays disabled while false). */
  dirty: boolean;
  /** Whether `onSubmit` is running (a button reads "Saving..."). */
  submitting: boolean;
  /** Wires a field: `<Input label="First name" {...form.register('profile.firstName')} />`. */
  register: <V = string>(path: string) => FieldRegistration<V>;
  getValue: (path: string) => unknown;
  /**
   * Sets a value (a whole list after a reorder, a row's field) as if the user changed it: the error at that
   * path shows from now on (a list's own, not its rows').
   */
  setValue: (path: string, value: unknown) => void;
  /** Shows an error bag from elsewhere (e.g. a save outside `onSubmit`) and focuses its first field. */
  setErrors: (errors: ErrorBag) => void;
  /** Starts over from `initialValues` (the given ones, else the current initial ones): clean, no errors. */
  reset: (initialValues?: T) => void;
  /** Only what differs from the initial values, for partial updates (PATCH). */
  changedValues: () => DeepPartial<T>;
  /** Validates, then saves; use as a form's `onSubmit` (`Form` does). */
  handleSubmit: (event?: FormEvent) => Promise<void>;
  /** The form element, where the first field with an error is looked up in DOM order. */
  formRef: RefObject<HTMLFormElement | null>;
}

interface FormState<T> {
  initial: T;
  values: T;
  /**
   * Paths the person has changed or left: their errors show (docs/decisions/0038-forms-check-as-you-type.md).
   */
  engaged: ReadonlySet<string>;
  submitted: boolean;
  submitting: boolean;
  clientErrors: ErrorBag;
  serverErrors: ErrorBag;
  /** Set when a failed save found no field to focus: its first message goes above the fields. */
  unplacedError: string | undefined;
  focusRequest: number;
  resets: number;
}

/** A plain object of string lists (an Error or a saved record is not, even without own fields). */
function isErrorBag(value: unknown): value is ErrorBag {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return false;
  return Object.values(value).every(
    (messages) => Array.isArray(messages) && messages.every((message) => typeof message === 'string'),
  );
}

/** The bag carried by a thrown value: an `ApiError`'s `errors`, or a thrown bag itself. */
function errorBagOf(error: unknown): ErrorBag | undefined {
  if (error !== null && typeof error === 'object' && 'errors' in error && isErrorBag(error.errors)) {
    return error.errors;
  }
  return isErrorBag(error) ? error : undefined;
}

function hasErrors(bag: ErrorBag): boolean {
  return Object.values(bag).some((messages) => messages.length > 0);
}

function withoutPath(bag: ErrorBag, path: string): ErrorBag {
  const kept: ErrorBag = {};
  for (const [key, messages] of Object.entries(bag)) {
    if (key !== path && !key.startsWith(`${path}.`)) kept[key] = messages;
  }
  return kept;
}

/** `paths` with `path` added; the same set when it is there already (a keystroke after the first). */
function withPath(paths: ReadonlySet<string>, path: string): ReadonlySet<string> {
  return paths.has(path) ? paths : new Set(paths).add(path);
}

function isChangeEvent(value: unknown): value is ChangeEvent<HTMLInputElement> {
  return value !== null && typeof value === 'object' && 'target' in value && 'nativeEvent' in value;
}

/**
 * Form state for the app's cards and dialogs. Errors are bags keyed by dotted path (from the contract's
 * validator and from a 422), of which each field shows its first message. The values are checked on every
 * change (SPEC §5: on blur and on change); a field shows its error from its first change or from when it
 * loses focus, whichever comes first, so a field the person has not reached yet says nothing until a
 * submit, which shows every field's. A failed save (client or server errors) focuses the first field with
 * an error in DOM order and scrolls it to the middle of the screen, where it reads its message through
 * `aria-describedby`.
 */
export function useForm<T>(options: UseFormOptions<T>): FormApi<T> {
  const optionsRef = useRef(options);
  useLayoutEffect(() => {
    optionsRef.current = options;
  });
  const formId = useId();
  const formRef = useRef<HTMLFormElement | null>(null);
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const store = useRef<FormState<T>>({
    initial: options.initialValues,
    values: options.initialValues,
    engaged: new Set(),
    submitted: false,
    submitting: false,
    clientErrors: {},
    serverErrors: {},
    unplacedError: undefined,
    focusRequest: 0,
    resets: 0,
  });

  const update = (patch: Partial<FormState<T>>) => {
    store.current = { ...store.current, ...patch };
    rerender();
  };
  const validate = (values: T): ErrorBag => optionsRef.current.validate?.(values) ?? {};
  const rootKey = options.rootErrorKey ?? FORM_ROOT_ERROR_KEY;
  const state = store.current;

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per failed save, on its request.
  useEffect(() => {
    if (state.focusRequest === 0) return;
    const form = formRef.current;
    const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) {
      invalid.focus({ preventScroll: true });
      invalid.scrollIntoView?.({ block: 'center' });
      return;
    }
    // No field shows an error (the bag names a field this form does not render): say it above the fields.
    const { clientErrors, serverErrors, submitted } = store.current;
    const bags = [serverErrors, submitted ? clientErrors : {}];
    const message = bags.flatMap((bag) => Object.values(bag)).find((messages) => messages.length > 0)?.[0];
    if (message !== undefined && store.current.unplacedError === undefined)
      update({ unplacedError: message });
    requestAnimationFrame(() =>
      form?.querySelector('.ex-form__error')?.scrollIntoView?.({ block: 'center' }),
    );
  }, [state.focusRequest]);

  const errors: Record<string, string> = {};
  for (const [path, messages] of Object.entries(state.clientErrors)) {
    const message = messages[0];
    if (path !== rootKey && message !== undefined && (state.submitted || state.engaged.has(path))) {
      errors[path] = message;
    }
  }
  for (const [path, messages] of Object.entries(state.serverErrors)) {
    const message = messages[0];
    if (path !== rootKey && message !== undefined) errors[path] = message;
  }
  const formError =
    state.serverErrors[rootKey]?.[0] ??
    (state.submitted ? state.clientErrors[rootKey]?.[0] : undefined) ??
    state.unplacedError;

  const setValue = (path: string, value: unknown) => {
    const current = store.current;
    const values = setPath(current.values, path, value);
    update({
      values,
      engaged: withPath(current.engaged, path),
      clientErrors: optionsRef.current.validate ? validate(values) : current.clientErrors,
      serverErrors: withoutPath(current.serverErrors, path),
      unplacedError: undefined,
    });
  };

  const leave = (paths: readonly string[]) => {
    const current = store.current;
    const engaged = new Set(current.engaged);
    for (const path of paths) engaged.add(path);
    update({ engaged, clientErrors: validate(current.values) });
  };

  // A blur caused by pressing a button of the form (Save, Cancel) waits until the press is over: the error
  // it would show moves the button down under the pointer, and the click would be lost.
  const pressing = useRef<{ active: boolean; deferred: string[] }>({ active: false, deferred: [] });
  // biome-ignore lint/correctness/useExhaustiveDependencies: leave reads the store, so it is never stale.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const down = (event: PointerEvent) => {
      pressing.current.active = event.target instanceof Element && event.target.closest('button') !== null;
    };
    const up = () => {
      if (!pressing.current.active) return;
      // After the click that follows this release.
      setTimeout(() => {
        const { deferred } = pressing.current;
        pressing.current = { active: false, deferred: [] };
        if (deferred.length > 0) leave(deferred);
      });
    };
    form.addEventListener('pointerdown', down, true);
    document.addEventListener('pointerup', up, true);
    document.addEventListener('pointercancel', up, true);
    return () => {
      form.removeEventListener('pointerdown', down, true);
      document.removeEventListener('pointerup', up, true);
      document.removeEventListener('pointercancel', up, true);
    };
  }, []);

  const blur = (path: string) => {
    if (pressing.current.active) pressing.current.deferred.push(path);
    else leave([path]);
  };

  const showServerErrors = (bag: ErrorBag) => {
    update({ serverErrors: bag, unplacedError: undefined, focusRequest: store.current.focusRequest + 1 });
  };

  const api: FormApi<T> = {
    values: state.values,
    errors,
    formError,
    dirty: !isEqual(state.initial, state.values),
    submitting: state.submitting,
    formRef,
    getValue: (path) => getPath(store.current.values, path),
    setValue,
    setErrors: showServerErrors,
    register: <V = string>(path: string): FieldRegistration<V> => {
      const value = getPath(state.values, path);
      return {
        id: `${formId}-${path.replace(/[^\w-]/g, '-')}`,
        name: path,
        value: (value ?? '') as V,
        onChange: (valueOrEvent) => {
          if (isChangeEvent(valueOrEvent)) {
            const target = valueOrEvent.target;
            setValue(path, target.type === 'checkbox' ? target.checked : target.value);
          } else {
            setValue(path, valueOrEvent);
          }
        },
        onBlur: () => blur(path),
        error: errors[path],
      };
    },
    reset: (initialValues) => {
      const initial = initialValues ?? store.current.initial;
      pressing.current.deferred = [];
      update({
        initial,
        values: initial,
        engaged: new Set(),
        submitted: false,
        clientErrors: {},
        serverErrors: {},
        unplacedError: undefined,
        resets: store.current.resets + 1,
      });
    },
    changedValues: () => (changes(store.current.initial, store.current.values) ?? {}) as DeepPartial<T>,
    handleSubmit: async (event) => {
      event?.preventDefault();
      if (store.current.submitting) return;
      const values = store.current.values;
      const clientErrors = validate(values);
      update({ submitted: true, clientErrors, serverErrors: {}, unplacedError: undefined });
      if (hasErrors(clientErrors)) {
        update({ focusRequest: store.current.focusRequest + 1 });
        return;
      }
      const resets = store.current.resets;
      update({ submitting: true });
      let bag: ErrorBag | undefined;
      try {
        const result = await optionsRef.current.onSubmit(values, api);
        bag = isErrorBag(result) ? result : undefined;
      } catch (error) {
        bag = errorBagOf(error);
        if (bag === undefined) {
          update({ submitting: false });
          throw error;
        }
        if (!hasErrors(bag)) {
          // A failed save without field errors (the API client already said why, e.g. a 500 toast): the
          // form keeps its changes, still dirty, so the user can try again.
          update({ submitting: false });
          return;
        }
      }
      if (bag && hasErrors(bag)) {
        update({ submitting: false });
        showServerErrors(bag);
      } else if (store.current.resets === resets) {
        // Saved: what was sent is the new baseline, so the form is clean again (unless edited meanwhile).
        update({
          submitting: false,
          initial: values,
          engaged: new Set(),
          submitted: false,
          clientErrors: {},
        });
      } else {
        update({ submitting: false });
      }
    },
  };
  return api;
}

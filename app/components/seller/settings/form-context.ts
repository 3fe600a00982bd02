import { createContext, useContext } from "react";
import type { ShopSettings } from "../../../../lib/shop-settings";
import { fieldId, getIn, type FieldErrors, type Path } from "./draft";

export type SettingsForm = {
  draft: ShopSettings;
  errors: FieldErrors;
  /** Sets one field (clearing its error). */
  update: (path: Path, value: unknown) => void;
  /** Replaces a whole list (clearing the errors of the list and its items: they no longer line up). */
  replaceList: (path: Path, items: unknown[]) => void;
  busy: boolean;
};

export const SettingsFormContext = createContext<SettingsForm | null>(null);

export function useSettingsForm(): SettingsForm {
  const form = useContext(SettingsFormContext);
  if (!form) throw new Error("useSettingsForm outside the settings form");
  return form;
}

/** What a control needs for the field at `path`: its id, value, error and setter. */
export function useField<T>(path: Path) {
  const form = useSettingsForm();
  return { id: fieldId(path), value: getIn(form.draft, path) as T, error: form.errors[path], set: (v: unknown) => form.update(path, v), busy: form.busy };
}

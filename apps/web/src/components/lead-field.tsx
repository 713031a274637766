import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField } from "./ui/form-field";
import { NativeSelect } from "./ui/native-select";

export type LeadOption = { id: string; name: string };

type LeadFieldProps = {
  label: string;
  optional?: boolean;
  error?: string;
  options: LeadOption[];
  register: UseFormRegisterReturn;
};

/** A project's lead in a form: "No lead" or one of the people offered. */
export function LeadField({ label, optional, error, options, register }: LeadFieldProps) {
  return (
    <FormField label={label} optional={optional} error={error}>
      {(control) => (
        <NativeSelect {...control} {...register}>
          <option value="">No lead</option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}

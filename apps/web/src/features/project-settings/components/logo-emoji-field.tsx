import { FieldError } from "../../../components/ui/field-error";
import { ProjectEmojiPicker } from "../../projects/pages";

type LogoEmojiFieldProps = { value: string; onChange: (emoji: string) => void; error?: string };

/** The project's logo in its settings: the same picker as when creating the project. */
export function LogoEmojiField({ value, onChange, error }: LogoEmojiFieldProps) {
  return (
    <fieldset className="m-0 space-y-1.5 border-0 p-0">
      <legend className="mb-1.5 block text-xs font-medium text-fg-muted">
        Logo <span className="font-normal text-fg-subtle">(optional)</span>
      </legend>
      <ProjectEmojiPicker value={value} onChange={onChange} />
      <FieldError>{error}</FieldError>
    </fieldset>
  );
}

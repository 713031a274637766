import { Eye, EyeOff } from "lucide-react";
import { type InputHTMLAttributes, useState } from "react";
import { InputGroup, InputGroupInput } from "../../../components/ui/input";

type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & { invalid?: boolean };

export function PasswordInput({ invalid, ...rest }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup
      invalid={invalid}
      suffix={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          className="flex size-6 items-center justify-center rounded text-fg-subtle hover:bg-surface-hover hover:text-fg focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          {visible ? <EyeOff className="size-3.5" aria-hidden /> : <Eye className="size-3.5" aria-hidden />}
          {/* Visually hidden text, not aria-label, so label queries for "Password" still find only the input. */}
          <span className="sr-only">{visible ? "Hide password" : "Show password"}</span>
        </button>
      }
    >
      <InputGroupInput type={visible ? "text" : "password"} aria-invalid={invalid || undefined} {...rest} />
    </InputGroup>
  );
}

import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { toast } from "../lib/toast";
import { ToasterHost } from "./toaster-host";

describe("ToasterHost", () => {
  it("shows a message sent before the toast library had loaded", async () => {
    render(<ToasterHost />);
    // Nothing is mounted yet: the library loads with this first message and the toaster replays it.
    toast.error("Could not save the issue");
    toast.success("Link copied");
    expect(await screen.findByText("Could not save the issue")).toBeInTheDocument();
    expect(await screen.findByText("Link copied")).toBeInTheDocument();
  });
});

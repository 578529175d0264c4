// The posts of a long list's rows (start, move, remove…) are plain <form method="post"> elements: the router's
// <Form> ran its hooks (the action's address, the submit function) once for every row of every view, though a
// person submits one of them at a time. One handler on the list sends them through the router as <Form> would
// (the button's name and value, to the page's own address, a navigation); without JavaScript they are the
// browser's own posts to the same address.
import { useFormAction, useSubmit } from "@remix-run/react";
import type { FormEvent } from "react";

/** `onSubmit` for the element around the rows' plain forms. */
export function useRowPosts() {
  const submit = useSubmit();
  const action = useFormAction();
  return (event: FormEvent<HTMLElement>) => {
    // A router <Form> (or a form kit's) inside the list has handled its own submit.
    if (event.defaultPrevented) return;
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.method !== "post") return;
    event.preventDefault();
    const { submitter } = event.nativeEvent as SubmitEvent;
    submit(submitter instanceof HTMLButtonElement ? submitter : form, {
      method: "post",
      action: form.getAttribute("action") ?? action,
    });
  };
}

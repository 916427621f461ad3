/**
 * Asks the user for one file (the browser's file chooser), resolving with it, or `undefined` when
 * the chooser is dismissed. Must be called from a user action: the browser opens the chooser only
 * during one (a click, a key press, a palette command run right after it).
 */
export function pickFile(accept: string): Promise<File | undefined> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = accept;
    input.hidden = true;
    const done = (file: File | undefined) => {
      input.remove();
      resolve(file);
    };
    input.addEventListener('change', () => done(input.files?.[0]), { once: true });
    input.addEventListener('cancel', () => done(undefined), { once: true });
    document.body.append(input);
    input.showPicker?.() ?? input.click();
  });
}

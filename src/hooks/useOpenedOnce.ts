import {useState} from 'react';

/**
 * True from the first render in which `shown` is true on, for the life of
 * the component: a panel that is closed until the reader opens it renders
 * its content from then on, and keeps it (and its state) when it closes.
 */
export function useOpenedOnce(shown: boolean): boolean {
  const [opened, setOpened] = useState(shown);
  if (shown && !opened) {
    // Derived state: React renders again at once, before committing.
    setOpened(true);
  }
  return shown || opened;
}

/** Drupal's own JavaScript, when the page has it: its behaviours, and its ajax.js if loaded. */
import { scriptGlobal } from '../runtime/globals';

interface DrupalBehaviours {
  attachBehaviors?(context: Element, settings?: unknown): void;
  detachBehaviors?(context: Element, settings?: unknown, trigger?: string): void;
  Ajax?: unknown;
}

/** Drupal's own JS, when the page has it (not an element markup named "Drupal"). */
export const drupal = (): DrupalBehaviours | undefined => scriptGlobal<DrupalBehaviours>('Drupal');

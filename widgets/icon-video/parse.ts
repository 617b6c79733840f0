import { MarkupError } from '../../src/runtime/errors';

export interface IconVideoModel {
  /** The card or link whose hover and keyboard focus play the video. */
  host: HTMLElement;
  video: HTMLVideoElement;
}

export function parse(host: HTMLElement): IconVideoModel {
  const video = host.querySelector('video');
  if (!video) throw new MarkupError('needs a <video>.');
  return { host, video };
}

/**
 * What `await Trellis.react()` gives a host page without a build step: the bundle's own React API
 * (preact/compat in the default build) and the runtime's hooks. A chunk of its own, so that a page
 * whose host scripts never ask carries none of it (and on the React build, no react-dom).
 */
export { createElement, Fragment, useEffect, useRef, useState } from 'react';
export { createPortal } from 'react-dom';
export { useMedia, useReducedMotion, useListener } from './runtime/hooks';

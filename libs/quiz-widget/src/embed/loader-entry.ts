import { installCommands } from './commands';
import { defineEmbedElements } from './loader';

// Built as a classic script (`/embed/loader.js`): the frames' origin is the origin this script
// came from, so one build serves every deployment.
const script = document.currentScript as HTMLScriptElement | null;
defineEmbedElements(new URL(script?.src ?? location.href).origin);
installCommands(window as unknown as Record<string, unknown>);

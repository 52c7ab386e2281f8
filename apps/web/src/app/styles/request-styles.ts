// A module of its own so that `import()` of it yields a chunk whose stylesheet Vite loads (and
// waits for) like any lazy chunk's CSS.
import './request.css';

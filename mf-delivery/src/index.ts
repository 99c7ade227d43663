// Async boundary: shared libraries (React, the kit...) are negotiated before any of them is imported.
import('./bootstrap.js');

// What a media import (`import video from './x.webm'`) gives in jest: the built site gets the file's hashed URL from
// rspack; jsdom plays nothing, so one stand-in URL does. mf-content/src/how-it-works/tutorial-files.spec.ts checks
// the real files.
module.exports = '/static/media/stand-in.webm';

import { builder } from '../../graphql/builder.ts';

/**
 * What can be liked (social-core §4): timeline items and comments. The web's one like button reads
 * and updates these two fields on any of them. Each type resolves `likedByViewer` itself
 * (likes/schema.ts), with its own kind of object key.
 */
export const LikeableRef = builder.interfaceRef<{ evaluationCount: number }>('Likeable').implement({
  interfaces: [builder.nodeInterfaceRef()],
  fields: (t) => ({
    evaluationCount: t.exposeInt('evaluationCount', { description: 'how many like it' }),
    likedByViewer: t.boolean({ description: 'whether the viewer likes it' }),
  }),
});

// The same component as the create page: a new post keeps its editor when its address becomes /edit/:id.
export { BlogPostEditorRoute as BlogAdminEditPostPage } from '../../../features/blog/admin/post-editor-page';

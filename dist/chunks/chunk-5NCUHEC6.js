import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);

// src/github/sticky-comment.ts
function stickyMarker(key) {
  return `<!-- gitops-release:sticky:${key.replace(/[^A-Za-z0-9:._/-]/g, "-")} -->`;
}
async function upsertStickyComment(octokit, repo, issueNumber, key, body) {
  const marker = stickyMarker(key);
  const text = `${marker}
${body}`;
  const existing = await findStickyComment(octokit, repo, issueNumber, marker);
  if (existing !== void 0) {
    const { data: data2 } = await octokit.rest.issues.updateComment({ ...repo, comment_id: existing, body: text });
    return { id: data2.id, url: data2.html_url, created: false };
  }
  const { data } = await octokit.rest.issues.createComment({ ...repo, issue_number: issueNumber, body: text });
  return { id: data.id, url: data.html_url, created: true };
}
async function findStickyComment(octokit, repo, issueNumber, marker) {
  let fallback;
  for await (const page of octokit.paginate.iterator(octokit.rest.issues.listComments, { ...repo, issue_number: issueNumber, per_page: 100 })) {
    for (const comment of page.data) {
      if (!comment.body?.startsWith(marker)) continue;
      if (comment.user?.type === "Bot") return comment.id;
      fallback ??= comment.id;
    }
  }
  return fallback;
}

export {
  upsertStickyComment
};
//# sourceMappingURL=chunk-5NCUHEC6.js.map

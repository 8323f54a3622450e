import { spawn, type ChildProcessByStdio } from 'node:child_process'
import type { Readable, Writable } from 'node:stream'

type BatchProcess = ChildProcessByStdio<Writable, Readable, null>

/** One object read from the repository. */
export interface GitObject {
  sha: string
  type: 'blob' | 'tree' | 'commit' | 'tag'
  data: Buffer
}

interface Pending {
  resolve: (o: GitObject | undefined) => void
  reject: (e: Error) => void
}

/**
 * A long-lived `git cat-file --batch` process: every read of a commit, tree or blob goes
 * through it, so a busy benchmark costs one pipe write per object instead of one process.
 * Replies come back in request order, so a FIFO of waiters is all the bookkeeping needed.
 */
export class CatFileBatch {
  private proc: BatchProcess | undefined
  private buf: Buffer = Buffer.alloc(0)
  private readonly waiting: Pending[] = []

  constructor(
    private readonly gitDir: string,
    private readonly env: NodeJS.ProcessEnv
  ) {}

  /** Reads `rev` (a sha or any revision expression without newlines); undefined if missing. */
  read(rev: string): Promise<GitObject | undefined> {
    if (rev.includes('\n') || rev.length === 0) return Promise.resolve(undefined)
    const proc = this.process()
    return new Promise((resolve, reject) => {
      this.waiting.push({ resolve, reject })
      proc.stdin.write(`${rev}\n`)
    })
  }

  close(): void {
    this.proc?.stdin.end()
    this.proc?.kill()
    this.proc = undefined
  }

  private process(): BatchProcess {
    if (this.proc) return this.proc
    // stderr is ignored, not piped: an unread pipe (ambiguity warnings) would stall git.
    const proc = spawn('git', ['cat-file', '--batch'], {
      cwd: this.gitDir,
      env: this.env,
      stdio: ['pipe', 'pipe', 'ignore']
    })
    proc.stdout.on('data', (chunk: Buffer) => {
      this.buf = this.buf.length === 0 ? chunk : Buffer.concat([this.buf, chunk])
      this.drain()
    })
    const fail = (err: Error): void => {
      if (this.proc === proc) this.proc = undefined
      this.buf = Buffer.alloc(0)
      for (const w of this.waiting.splice(0)) w.reject(err)
    }
    proc.on('error', fail)
    proc.on('exit', (code) => fail(new Error(`git cat-file exited with ${code}`)))
    proc.stdin.on('error', fail)
    this.proc = proc
    return proc
  }

  private drain(): void {
    while (this.waiting.length > 0) {
      const eol = this.buf.indexOf(10)
      if (eol < 0) return
      const header = this.buf.subarray(0, eol).toString('utf8')
      // "<rev> missing" / "<rev> ambiguous" carry no body.
      const m = /^([0-9a-f]{40,64}) (blob|tree|commit|tag) (\d+)$/.exec(header)
      if (!m) {
        this.buf = this.buf.subarray(eol + 1)
        this.waiting.shift()?.resolve(undefined)
        continue
      }
      const size = Number(m[3])
      const end = eol + 1 + size
      if (this.buf.length < end + 1) return
      const data = Buffer.from(this.buf.subarray(eol + 1, end))
      this.buf = this.buf.subarray(end + 1)
      this.waiting.shift()?.resolve({ sha: m[1]!, type: m[2] as GitObject['type'], data })
    }
  }
}

'use client'
/**
 * The photo step: up to 10 images, each under 10 MB, JPEG/JPG/PNG/GIF/HEIC judged by the file's first
 * bytes as well as its name; the spec's alerts otherwise. Photos are optional.
 */
import { useId, useState } from 'react'

import { checkImageCount, checkImageFile, IMAGE_ACCEPT } from '@/domain/forms/images'

export function PhotoPicker({ files, onChange }: { files: File[]; onChange: (files: File[]) => void }) {
  const id = `p${useId().replace(/[^a-zA-Z0-9]/g, '')}`
  const [alert, setAlert] = useState<string | null>(null)

  async function add(list: FileList | null) {
    if (!list || list.length === 0) return
    const chosen = [...list]
    const count = checkImageCount(files.length, chosen.length)
    if (!count.ok) return setAlert(count.message)
    const accepted: File[] = []
    let refused: string | null = null
    for (const file of chosen) {
      const head = new Uint8Array(await file.slice(0, 16).arrayBuffer())
      const check = checkImageFile({ name: file.name, size: file.size, head })
      if (check.ok) accepted.push(file)
      else refused = check.message
    }
    setAlert(refused)
    onChange([...files, ...accepted])
  }

  return (
    <div className="photos">
      <label className="form-field__label" htmlFor={id}>
        Photos of your car <span className="form-field__optional">(optional, up to 10)</span>
      </label>
      <p id={`${id}-hint`} className="form-field__hint">
        JPEG, PNG, GIF or HEIC, each under 10 MB. Front, back, both sides, the interior and the odometer help most.
      </p>
      <input
        id={id}
        type="file"
        multiple
        accept={IMAGE_ACCEPT}
        className="photos__input"
        aria-describedby={`${id}-hint${alert ? ` ${id}-alert` : ''}`}
        onChange={(e) => {
          void add(e.target.files)
          e.target.value = ''
        }}
      />
      <div id={`${id}-alert`} role="alert" className={alert ? 'form-alert' : undefined}>
        {alert}
      </div>
      {files.length ? (
        <ul className="photos__list" aria-label="Chosen photos">
          {files.map((file, i) => (
            <li key={`${file.name}-${i}`}>
              <span>{file.name}</span>
              <button type="button" className="photos__remove" onClick={() => onChange(files.filter((_, j) => j !== i))}>
                Remove<span className="visually-hidden"> {file.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
